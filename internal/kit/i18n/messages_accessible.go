package i18n

// Accessible mode's words (ui/accessible): sentences a screen reader
// says, so no symbol a reader spells out (no "×", no arrows, no box
// drawing). Numbers, squares and lists come in as %s, already in the
// language's words; a command word in a sentence comes in as %s too,
// from its AccCmd… message, so that a sentence never names a command
// the program does not take.
const (
	// The words typed at the prompt. The English word always works as
	// well, in every language; so do the short forms, which are the
	// English letters.
	AccCmdNext      ID = "acc.cmd.next"
	AccCmdBack      ID = "acc.cmd.back"
	AccCmdPlay      ID = "acc.cmd.play"
	AccCmdPause     ID = "acc.cmd.pause"
	AccCmdSpeed     ID = "acc.cmd.speed"
	AccCmdSolution  ID = "acc.cmd.solution"
	AccCmdBacktrack ID = "acc.cmd.backtrack"
	AccCmdGo        ID = "acc.cmd.go"
	AccCmdStrategy  ID = "acc.cmd.strategy"
	AccCmdSize      ID = "acc.cmd.size"
	AccCmdBoard     ID = "acc.cmd.board"
	AccCmdState     ID = "acc.cmd.state"
	AccCmdWhere     ID = "acc.cmd.where"
	AccCmdPredict   ID = "acc.cmd.predict"
	AccCmdSkip      ID = "acc.cmd.skip"
	AccCmdHelp      ID = "acc.cmd.help"
	AccCmdQuit      ID = "acc.cmd.quit"
	AccCmdQuestion  ID = "acc.cmd.question"
	AccCmdAgain     ID = "acc.cmd.again"
	AccCmdUndo      ID = "acc.cmd.undo"
	AccCmdModel     ID = "acc.cmd.model"
	AccCmdScore     ID = "acc.cmd.score"
	AccCmdNew       ID = "acc.cmd.new"
	AccCmdPlace     ID = "acc.cmd.place"
	AccCmdLift      ID = "acc.cmd.lift"
	AccCmdCounts    ID = "acc.cmd.counts"
	AccCmdMove      ID = "acc.cmd.move"
	AccCmdMark      ID = "acc.cmd.mark"
	AccCmdWipe      ID = "acc.cmd.wipe"
	AccCmdNextRow   ID = "acc.cmd.next-row" // fc's exercise: the row MRV fills next
	AccCmdPick      ID = "acc.cmd.pick"     // bitmask's exercise: the column free & -free picks
	AccCmdSymmetry  ID = "acc.cmd.symmetry"
	AccWordOn       ID = "acc.word.on"  // after predict
	AccWordOff      ID = "acc.word.off" // after predict
	AccWordMax      ID = "acc.word.max" // after speed
	AccWordNone     ID = "acc.word.none"

	// How the sentences are put together.
	AccSquare       ID = "acc.square"        // %[1]s the row, %[2]s the column
	AccRowHeading   ID = "acc.row-heading"   // %s the row: how the narration starts a row's event
	AccColumnsHead  ID = "acc.columns-head"  // the words before a solution's columns in the narration
	AccFullStop     ID = "acc.full-stop"     // ends a sentence
	AccNextSentence ID = "acc.next-sentence" // what a dash between two clauses becomes: a full stop, and a space where words are spaced
	AccComma        ID = "acc.comma"         // between the items of a list
	AccClauseSep    ID = "acc.clause-comma"  // between the parts of a line, as a score's
	AccSemicolon    ID = "acc.semicolon"     // between the parts of a sentence
	AccAnd          ID = "acc.and"           // before a list's last item
	AccOr           ID = "acc.or"            // before a list's last item
	AccBy           ID = "acc.by"            // the "×" of a board's size, said
	AccEtc          ID = "acc.etc"           // the "…" of a cut list, said
	AccQuote        ID = "acc.quote"         // %s what the user typed, echoed back
	AccNone         ID = "acc.none"          // an empty list
	AccNoSquare     ID = "acc.no-square"     // an answer of no squares

	// The watch program.
	AccWelcome       ID = "acc.welcome" // %[1]s the strategy, %[2]s N, %[3]s help, %[4]s quit
	AccNumbering     ID = "acc.numbering"
	AccStep          ID = "acc.step" // %[1]s the step, %[2]s the event's sentence
	AccOver          ID = "acc.over" // %[1]s next, %[2]s back, %[3]s go, %[4]s size
	AccAtStart       ID = "acc.at-start"
	AccNoMoreSols    ID = "acc.no-more-solutions"
	AccNoMoreBacks   ID = "acc.no-more-backtracks"
	AccPlaying       ID = "acc.playing" // %s AccFullSpeed or AccPerSecond
	AccPaused        ID = "acc.paused"  // %s the step
	AccFullSpeed     ID = "acc.full-speed"
	AccPerSecond     ID = "acc.per-second" // plural on the speed, %[2]s its digits
	AccSpeed         ID = "acc.speed"      // %s AccFullSpeed or AccPerSecond
	AccBadSpeed      ID = "acc.bad-speed"  // %[1]s the fastest, %[2]s AccWordMax
	AccUnknown       ID = "acc.unknown"    // %[1]s the word (AccQuote), %[2]s help
	AccGoNeedsStep   ID = "acc.go-needs-step"
	AccBadStep       ID = "acc.bad-step"     // %[1]s what was typed (AccQuote), %[2]s go
	AccBadSize       ID = "acc.bad-size"     // %[1]s typed, %[2]s size, %[3]s the largest N
	AccBadStrategy   ID = "acc.bad-strategy" // %[1]s typed, %[2]s the strategies
	AccBadOnOff      ID = "acc.bad-on-off"   // %[1]s predict, %[2]s on, %[3]s off
	AccNewRun        ID = "acc.new-run"      // %[1]s the strategy, %[2]s N
	AccCannot        ID = "acc.cannot"       // %s why
	AccWhere         ID = "acc.where"        // %[1]s step, %[2]s strategy, %[3]s N, %[4]s AccWhere…, %[5]s NarrQueens, %[6]s NarrSolutions, %[7]s NarrBacktracks
	AccWhereRow      ID = "acc.where.row"    // %s the row
	AccWhereOver     ID = "acc.where.over"
	AccWhereFull     ID = "acc.where.full"
	AccBoardHead     ID = "acc.board-head" // %[1]s N, %[2]s the step, %[3]s NarrQueens
	AccAttacker      ID = "acc.attacker"   // %[1]s the queen's square, %[2]s NarrAlong…
	AccRowQueen      ID = "acc.row-queen"  // %[1]s the row, %[2]s the column
	AccRowQueenBy    ID = "acc.row-queen-attacked"
	AccRowEmpty      ID = "acc.row-empty"       // %s the row
	AccNoSafe        ID = "acc.no-safe"         // in a row without a queen
	AccSafeColumns   ID = "acc.safe-columns"    // plural on the count, %[2]s the columns
	AccAttackedCol   ID = "acc.attacked-column" // %[1]s the column, %[2]s the AccAttacker list
	AccTried         ID = "acc.tried"           // %s the square
	AccStateNone     ID = "acc.state-none"      // %s the strategy
	AccArrays        ID = "acc.arrays"          // %[1]s columns, %[2]s diagonals, %[3]s anti-diagonals
	AccWords         ID = "acc.words"           // %[1]s row, %[2]s cols, %[3]s ld, %[4]s rd, %[5]s free, %[6]s AccFree…
	AccNoFree        ID = "acc.no-free"
	AccFreeColumns   ID = "acc.free-columns" // plural on the count, %[2]s the columns
	AccDomainQueen   ID = "acc.domain-queen" // %[1]s row, %[2]s its queen's column, %[3]s the domain
	AccDomain        ID = "acc.domain"       // %[1]s row, %[2]s the domain
	AccConflicts     ID = "acc.conflicts"    // %[1]s row, %[2]s column, %[3]s NarrQueens, %[4]s AccColumnCount list
	AccColumnCount   ID = "acc.column-count" // %[1]s the column, %[2]s its count
	AccPredictOn     ID = "acc.predict-on"   // %s skip
	AccPredictOff    ID = "acc.predict-off"  // %s the score
	AccQuestion      ID = "acc.question"     // %[1]s the prompt, %[2]s AccHint…
	AccHintChoice    ID = "acc.hint.safe-attacked"
	AccHintYesNo     ID = "acc.hint.yes-no"
	AccHintNewMirror ID = "acc.hint.new-mirror"
	AccHintSquare    ID = "acc.hint.square"
	AccHintNowhere   ID = "acc.hint.square-or-nowhere"
	AccHintSquares   ID = "acc.hint.squares"
	AccHintNumber    ID = "acc.hint.number"
	AccNotChoice     ID = "acc.not-choice"      // %s typed
	AccNotOneSquare  ID = "acc.not-one-square"  // %s typed
	AccNotSquareList ID = "acc.not-square-list" // %s typed
	AccNotNumber     ID = "acc.not-number"      // %s typed
	AccOffBoardShort ID = "acc.off-board-short" // %[1]s the square, %[2]s the last row
	AccNotAnswer     ID = "acc.not-answer"      // %[1]s why, %[2]s skip, %[3]s predict, %[4]s off
	AccRight         ID = "acc.right"           // %s the reason
	AccWrong         ID = "acc.wrong"           // %[1]s the answer, %[2]s the reason
	AccSkipped       ID = "acc.skipped"         // %[1]s the answer, %[2]s the reason
	AccAnswerFirst   ID = "acc.answer-first"    // %[1]s skip, %[2]s predict, %[3]s off
	AccNoQuestion    ID = "acc.no-question"
	AccScore         ID = "acc.score" // %s the score
	AccBye           ID = "acc.bye"
	AccHelpCommands  ID = "acc.help.commands" // %s AccNumbering
	AccHelpStep      ID = "acc.help.step"     // %[1]s next, %[2]s back
	AccHelpPlay      ID = "acc.help.play"     // %[1]s play, %[2]s pause, %[3]s speed, %[4]s AccWordMax
	AccHelpSeek      ID = "acc.help.seek"     // %[1]s solution, %[2]s backtrack, %[3]s go
	AccHelpRestart   ID = "acc.help.restart"  // %[1]s strategy, %[2]s the strategies, %[3]s size
	AccHelpBoard     ID = "acc.help.board"    // %[1]s board, %[2]s state, %[3]s where
	AccHelpPredict   ID = "acc.help.predict"  // %[1]s predict, %[2]s on, %[3]s off, %[4]s skip
	AccHelpQuit      ID = "acc.help.quit"     // %[1]s help, %[2]s quit
	AccHelpEnglish   ID = "acc.help.english"  // %s the English commands; said in the other languages only

	// A room's student (nqueens serve).
	AccFollowWelcome   ID = "acc.follow.welcome" // %[1]s help, %[2]s quit
	AccWaitingTeacher  ID = "acc.follow.waiting"
	AccRoomClosed      ID = "acc.follow.closed"
	AccRevealed        ID = "acc.follow.revealed" // %[1]s the answer, %[2]s the reason
	AccAnswerSent      ID = "acc.follow.sent"     // %s the answer
	AccAnsweredAlready ID = "acc.follow.answered"
	AccNotCounted      ID = "acc.follow.not-counted"
	AccNotRoomAnswer   ID = "acc.follow.not-answer" // %[1]s why, %[2]s question
	AccHelpFollow      ID = "acc.help.follow"       // %s AccNumbering
	AccHelpAnswer      ID = "acc.help.answer"
	AccHelpQuestion    ID = "acc.help.question" // %s question

	// The lesson player.
	AccLessonHead    ID = "acc.lesson.head"  // %[1]s the title, %[2]s LessonSlides, %[3]s next, %[4]s back, %[5]s help
	AccSlide         ID = "acc.lesson.slide" // %[1]s the slide, %[2]s how many
	AccLessonEnd     ID = "acc.lesson.end"   // %[1]s back, %[2]s quit
	AccLessonStart   ID = "acc.lesson.start"
	AccBadSlide      ID = "acc.lesson.bad-slide" // %[1]s typed, %[2]s go, %[3]s the last slide
	AccHelpSlides    ID = "acc.help.slides"      // %[1]s next, %[2]s back, %[3]s go
	AccHelpSlide     ID = "acc.help.slide"       // %[1]s again, %[2]s board, %[3]s state, %[4]s where, %[5]s AccNumbering
	AccHelpQuitShort ID = "acc.help.quit-short"  // %[1]s help, %[2]s quit

	// The solutions view.
	AccSolutionsHead  ID = "acc.solutions.head"  // %[1]s N, %[2]s AccSolutionsTotal or "", %[3]s next, %[4]s back, %[5]s go
	AccSolutionsTotal ID = "acc.solutions.total" // %s NarrSolutions
	AccSolutionLine   ID = "acc.solutions.line"  // %[1]s the number, %[2]s AccOfTotal or "", %[3]s the columns
	AccOfTotal        ID = "acc.solutions.of"    // %s the total
	AccNoSolutions    ID = "acc.solutions.none"  // %s N
	AccLastSolution   ID = "acc.solutions.last"
	AccFirstSolution  ID = "acc.solutions.first"
	AccNoSuchSolution ID = "acc.solutions.no-such"   // %[1]s N, %[2]s NarrSolutions, %[3]s the number asked
	AccBadSolution    ID = "acc.solutions.bad"       // %[1]s typed, %[2]s go
	AccHelpSolutions  ID = "acc.help.solutions"      // %[1]s next, %[2]s back, %[3]s go
	AccHelpSolQuit    ID = "acc.help.solutions-quit" // %[1]s help, %[2]s quit

	// The exercise program.
	AccExerciseHead   ID = "acc.ex.head"      // %[1]s the kind, %[2]s the seed, %[3]s N, %[4]s help, %[5]s quit
	AccExerciseDone   ID = "acc.ex.done"      // %[1]s the score, %[2]s model, %[3]s undo, %[4]s new, %[5]s quit
	AccExerciseScore  ID = "acc.ex.score"     // %[1]s right, %[2]s AccUnit… of the steps, %[3]s AccWrongSteps, %[4]s AccSeconds
	AccUnitDecisions  ID = "acc.ex.decisions" // plural on the count, %[2]s its digits
	AccUnitAnswers    ID = "acc.ex.answers"
	AccUnitPairs      ID = "acc.ex.pairs"
	AccUnitFields     ID = "acc.ex.fields"
	AccWrongSteps     ID = "acc.ex.wrong-steps"
	AccSeconds        ID = "acc.ex.seconds"
	AccEvents         ID = "acc.ex.events"
	AccPicks          ID = "acc.ex.picks"
	AccConflictCount  ID = "acc.ex.conflicts"
	AccStepRight      ID = "acc.ex.right"
	AccStepWrong      ID = "acc.ex.wrong" // %[1]s why, %[2]s undo
	AccUndone         ID = "acc.ex.undone"
	AccNothingToUndo  ID = "acc.ex.nothing-to-undo"
	AccNotAnswerNow   ID = "acc.ex.not-answer" // %[1]s why, %[2]s again
	AccNoQueens       ID = "acc.ex.no-queens"
	AccQueens         ID = "acc.ex.queens"      // %s the squares
	AccNotOneSquareEx ID = "acc.ex.not-square"  // %s typed
	AccOffBoard       ID = "acc.ex.off-board"   // %[1]s the square, %[2]s the last row
	AccQueenThere     ID = "acc.ex.queen-there" // %[1]s the square, %[2]s lift
	AccNoQueenOn      ID = "acc.ex.no-queen-on" // %s the square
	AccNoQueenInRow   ID = "acc.ex.no-queen-in-row"
	AccNoQueenToLift  ID = "acc.ex.no-queen-to-lift"
	AccNotColumn      ID = "acc.ex.not-column"    // %[1]s typed, %[2]s move
	AccNotCounts      ID = "acc.ex.not-counts"    // %[1]s typed, %[2]s counts
	AccNotSquares     ID = "acc.ex.not-squares"   // %[1]s typed, %[2]s mark, %[3]s AccWordNone
	AccNotYesNo       ID = "acc.ex.not-yes-no"    // %[1]s typed, %[2]s yes, %[3]s no
	AccNotRow         ID = "acc.ex.not-row"       // %[1]s typed, %[2]s next
	AccNotNow         ID = "acc.ex.not-now"       // %[1]s the field asked, %[2]s the field typed
	AccBacktrackIntro ID = "acc.ex.bt.intro"      // %s AccUnitDecisions
	AccBacktrackAsk   ID = "acc.ex.bt.ask"        // %[1]s the row, %[2]s place, %[3]s lift
	AccMCIntro        ID = "acc.ex.mc.intro"      // %s NarrQueens
	AccMCPick         ID = "acc.ex.mc.pick"       // %[1]s the pick, %[2]s how many, %[3]s the queen's square
	AccMCAskCounts    ID = "acc.ex.mc.ask-counts" // %[1]s counts, %[2]s N, %[3]s the row, %[4]s the example
	AccMCCounts       ID = "acc.ex.mc.counts"     // %[1]s the row, %[2]s the AccColumnCount list
	AccMCAskMove      ID = "acc.ex.mc.ask-move"   // %[1]s the queen's square, %[2]s move, %[3]s its row
	AccMCDrew         ID = "acc.ex.mc.drew"       // %s the square
	AccMCFewest       ID = "acc.ex.mc.fewest"     // %[1]s the squares, %[2]s AccConflictCount
	AccMCModelMove    ID = "acc.ex.mc.model-move" // %[1]s AccMCFewest, %[2]s the square moved to
	AccModelHead      ID = "acc.ex.model.head"    // %[1]s AccEvents, %[2]s AccQueens
	AccModelPicks     ID = "acc.ex.model.picks"   // %s AccPicks
	AccModelEvent     ID = "acc.ex.model.event"   // %[1]s the event, %[2]s how many, %[3]s its sentence
	AccModelEnd       ID = "acc.ex.model.end"
	AccModelAnswer    ID = "acc.ex.model.answer" // %[1]s what is asked, %[2]s the answer
	AccModelPlaces    ID = "acc.ex.model.places" // %s NarrQueens
	AccModelPairs     ID = "acc.ex.model.pairs"  // %s AccUnitPairs
	AccModelRows      ID = "acc.ex.model.rows"   // %s NarrRows
	AccModelField     ID = "acc.ex.model.field"  // %[1]s the field, %[2]s its value
	AccHelpExercise   ID = "acc.help.exercise"   // %[1]s the kind's commands, %[2]s again, %[3]s AccNumbering
	AccHelpUndo       ID = "acc.help.undo"       // %[1]s undo, %[2]s model, %[3]s score
	AccHelpNew        ID = "acc.help.new"        // %s new
	AccFCIntro        ID = "acc.ex.fc.intro"     // %s NarrQueens
	AccFCIntroMRV     ID = "acc.ex.fc.intro-mrv"
	AccFCPlace        ID = "acc.ex.fc.place" // %[1]s the queen, %[2]s how many, %[3]s its square
	AccFCPlaceMRV     ID = "acc.ex.fc.place-mrv"
	AccFCBefore       ID = "acc.ex.fc.before"
	AccFCAfter        ID = "acc.ex.fc.after"
	AccFCAskPrune     ID = "acc.ex.fc.ask-prune" // %[1]s mark, %[2]s AccWordNone
	AccFCPruned       ID = "acc.ex.fc.pruned"    // %s the squares
	AccFCAskWipe      ID = "acc.ex.fc.ask-wipe"  // %[1]s wipe, %[2]s yes, %[3]s no
	AccFCAskNext      ID = "acc.ex.fc.ask-next"  // %s next
	AccFCWiped        ID = "acc.ex.fc.wiped"     // %[1]s yes, %[2]s the row
	AccRowNamed       ID = "acc.ex.row"          // %s the row, as an answer
	AccAskPrune       ID = "acc.ex.ask.prune"    // what the model answer answers
	AccAskWipe        ID = "acc.ex.ask.wipe-out"
	AccAskNext        ID = "acc.ex.ask.next-row"
	AccSymIntro       ID = "acc.ex.sym.intro"    // %[1]s AccUnitPairs, %[2]s symmetry, %[3]s the names
	AccSymPair        ID = "acc.ex.sym.pair"     // %[1]s the pair, %[2]s how many, %[3]s, %[4]s the columns
	AccSymAsk         ID = "acc.ex.sym.ask"      // %[1]s symmetry, %[2]s AccWordNone
	AccNotSymmetry    ID = "acc.ex.sym.not"      // %[1]s typed, %[2]s the names
	AccSymNamed       ID = "acc.ex.sym.named"    // %[1]s the typed name, %[2]s what it is
	AccBitIntro       ID = "acc.ex.bit.intro"    // %[1]s N, %[2]s NarrRows
	AccBitRow         ID = "acc.ex.bit.row"      // %[1]s the row's number in the exercise, %[2]s how many, %[3]s the row
	AccBitKnown       ID = "acc.ex.bit.known"    // %s the fields
	AccBitAskWord     ID = "acc.ex.bit.ask-word" // %[1]s the command, %[2]s the field, %[3]s N, %[4]s the example
	AccBitAskPick     ID = "acc.ex.bit.ask-pick" // %[1]s pick, %[2]s AccWordNone
)

// accessibleMessages are accessible mode's.
var accessibleMessages = map[ID]entry{
	AccCmdNext:      {en: "next", zh: "下一步", es: "siguiente"},
	AccCmdBack:      {en: "back", zh: "后退", es: "atrás"},
	AccCmdPlay:      {en: "play", zh: "播放", es: "reproducir"},
	AccCmdPause:     {en: "pause", zh: "暂停", es: "pausa"},
	AccCmdSpeed:     {en: "speed", zh: "速度", es: "velocidad"},
	AccCmdSolution:  {en: "solution", zh: "解", es: "solución"},
	AccCmdBacktrack: {en: "backtrack", zh: "回溯", es: "retroceso"},
	AccCmdGo:        {en: "go", zh: "跳到", es: "ir"},
	AccCmdStrategy:  {en: "strategy", zh: "策略", es: "estrategia"},
	AccCmdSize:      {en: "size", zh: "大小", es: "tamaño"},
	AccCmdBoard:     {en: "board", zh: "棋盘", es: "tablero"},
	AccCmdState:     {en: "state", zh: "状态", es: "estado"},
	AccCmdWhere:     {en: "where", zh: "位置", es: "dónde"},
	AccCmdPredict:   {en: "predict", zh: "预测", es: "predecir"},
	AccCmdSkip:      {en: "skip", zh: "跳过", es: "saltar"},
	AccCmdHelp:      {en: "help", zh: "帮助", es: "ayuda"},
	AccCmdQuit:      {en: "quit", zh: "退出", es: "salir"},
	AccCmdQuestion:  {en: "question", zh: "问题", es: "pregunta"},
	AccCmdAgain:     {en: "again", zh: "重复", es: "repetir"},
	AccCmdUndo:      {en: "undo", zh: "撤销", es: "deshacer"},
	AccCmdModel:     {en: "model", zh: "示范", es: "modelo"},
	AccCmdScore:     {en: "score", zh: "得分", es: "puntuación"},
	AccCmdNew:       {en: "new", zh: "新题", es: "nueva"},
	AccCmdPlace:     {en: "place", zh: "放置", es: "colocar"},
	AccCmdLift:      {en: "lift", zh: "拿起", es: "retirar"},
	AccCmdCounts:    {en: "counts", zh: "计数", es: "cuentas"},
	AccCmdMove:      {en: "move", zh: "移动", es: "mover"},
	AccCmdMark:      {en: "mark", zh: "标记", es: "marcar"},
	AccCmdWipe:      {en: "wipe", zh: "清空", es: "vacío"},
	AccCmdNextRow:   {en: "next", zh: "下一行", es: "siguiente"},
	AccCmdPick:      {en: "pick", zh: "选取", es: "elegir"},
	AccCmdSymmetry:  {en: "symmetry", zh: "对称", es: "simetría"},
	AccWordOn:       {en: "on", zh: "开", es: "sí"},
	AccWordOff:      {en: "off", zh: "关", es: "no"},
	AccWordMax:      {en: "max", zh: "最快", es: "máximo"},
	AccWordNone:     {en: "none", zh: "无", es: "ninguna"},

	AccSquare:       {en: "row %[1]s, column %[2]s", zh: "第 %[1]s 行第 %[2]s 列", es: "la fila %[1]s, columna %[2]s"},
	AccRowHeading:   {en: "row %s: ", zh: "第 %s 行：", es: "fila %s: "},
	AccColumnsHead:  {en: "columns ", zh: "列为 ", es: "columnas "},
	AccFullStop:     {en: ".", zh: "。", es: ".", same: true},
	AccNextSentence: {en: ". ", zh: "。", es: ". ", same: true},
	AccComma:        {en: ", ", zh: "、", es: ", ", same: true},
	AccClauseSep:    {en: ", ", zh: "，", es: ", ", same: true},
	AccSemicolon:    {en: "; ", zh: "；", es: "; ", same: true},
	AccAnd:          {en: " and ", zh: " 和 ", es: " y "},
	AccOr:           {en: " or ", zh: " 或 ", es: " o "},
	AccBy:           {en: " by ", zh: " 乘 ", es: " por "},
	AccEtc:          {en: "and so on", zh: "等等", es: "etcétera"},
	AccQuote:        {en: `"%s"`, zh: "“%s”", es: `"%s"`, same: true},
	AccNone:         {en: "none", zh: "无", es: "ninguna"},
	AccNoSquare:     {en: "no square", zh: "没有格", es: "ninguna casilla"},

	AccWelcome: {
		en: "N-Queens, accessible mode: the %[1]s search on the %[2]s by %[2]s board. Type %[3]s for the commands, %[4]s to leave.",
		zh: "N 皇后，无障碍模式：在 %[2]s 乘 %[2]s 的棋盘上进行 %[1]s 搜索。输入 %[3]s 查看命令，输入 %[4]s 离开。",
		es: "N reinas, modo accesible: la búsqueda %[1]s en el tablero de %[2]s por %[2]s. Escribe %[3]s para ver las órdenes, o %[4]s para terminar.",
	},
	AccNumbering: {
		en: "Rows and columns are numbered from 0: row 0 is the top row, column 0 the left column.",
		zh: "行和列都从 0 开始编号：第 0 行是最上面一行，第 0 列是最左边一列。",
		es: "Las filas y las columnas se numeran desde 0: la fila 0 es la de arriba y la columna 0, la de la izquierda.",
	},
	AccStep: {en: "Step %[1]s. %[2]s", zh: "第 %[1]s 步。%[2]s", es: "Paso %[1]s. %[2]s"},
	AccOver: {
		en: "The search is over: %[1]s has nothing left; %[2]s, %[3]s or %[4]s start again.",
		zh: "搜索已经结束：%[1]s 没有可走的了；%[2]s、%[3]s 或 %[4]s 可以重新开始。",
		es: "La búsqueda ha terminado: la orden %[1]s ya no avanza; %[2]s, %[3]s o %[4]s vuelven a empezar.",
	},
	AccAtStart:     {en: "Already at step 0, before the first event.", zh: "已经在第 0 步，第一个事件之前。", es: "Ya estás en el paso 0, antes del primer evento."},
	AccNoMoreSols:  {en: "No solution after this step: the search ends first.", zh: "这一步之后没有解了：搜索先结束了。", es: "No hay ninguna solución después de este paso: antes termina la búsqueda."},
	AccNoMoreBacks: {en: "No backtrack after this step: the search ends first.", zh: "这一步之后没有回溯了：搜索先结束了。", es: "No hay ningún retroceso después de este paso: antes termina la búsqueda."},
	AccPlaying:     {en: "Playing at %s. Press enter or type any command to pause.", zh: "以%s播放。按回车或输入任何命令可暂停。", es: "Reproduciendo a %s. Pulsa Intro o escribe cualquier orden para pausar."},
	AccPaused:      {en: "Paused at step %s.", zh: "暂停在第 %s 步。", es: "En pausa en el paso %s."},
	AccFullSpeed:   {en: "full speed", zh: "全速", es: "toda velocidad"},
	AccPerSecond:   {en: amountOf("%[2]s step a second", "%[2]s steps a second"), zh: counted("每秒 %[2]s 步"), es: amountOf("%[2]s paso por segundo", "%[2]s pasos por segundo")},
	AccSpeed:       {en: "Speed: %s.", zh: "速度：%s。", es: "Velocidad: %s."},
	AccBadSpeed:    {en: "The speed is %[2]s or a whole number of steps per second from 1 to %[1]s.", zh: "速度是 %[2]s，或每秒 1 到 %[1]s 步之间的整数。", es: "La velocidad es %[2]s o un número entero de pasos por segundo, de 1 a %[1]s."},
	AccUnknown:     {en: "Unknown command %[1]s. Type %[2]s for the commands.", zh: "没有 %[1]s 这个命令。输入 %[2]s 查看命令。", es: "La orden %[1]s no existe. Escribe %[2]s para ver las órdenes."},
	AccGoNeedsStep: {en: "The command %s needs a step number.", zh: "命令 %s 需要一个步数。", es: "La orden %s necesita un número de paso."},
	AccBadStep:     {en: "%[1]s is not a step: %[2]s takes a whole number, 0 or more.", zh: "%[1]s 不是步数：%[2]s 需要 0 或更大的整数。", es: "%[1]s no es un paso: %[2]s necesita un número entero, 0 o mayor."},
	AccBadSize:     {en: "%[1]s is not a board size: %[2]s takes a whole number from 1 to %[3]s.", zh: "%[1]s 不是棋盘大小：%[2]s 需要 1 到 %[3]s 之间的整数。", es: "%[1]s no es un tamaño de tablero: %[2]s necesita un número entero de 1 a %[3]s."},
	AccBadStrategy: {en: "%[1]s is not a strategy. The strategies are %[2]s.", zh: "%[1]s 不是策略。策略有 %[2]s。", es: "%[1]s no es una estrategia. Las estrategias son %[2]s."},
	AccBadOnOff:    {en: "Type %[1]s %[2]s, or %[1]s %[3]s.", zh: "请输入 %[1]s %[2]s 或 %[1]s %[3]s。", es: "Escribe %[1]s %[2]s o %[1]s %[3]s."},
	AccNewRun:      {en: "New run: the %[1]s search on the %[2]s by %[2]s board, at step 0.", zh: "重新开始：在 %[2]s 乘 %[2]s 的棋盘上进行 %[1]s 搜索，现在是第 0 步。", es: "Nueva ejecución: la búsqueda %[1]s en el tablero de %[2]s por %[2]s, en el paso 0."},
	AccCannot:      {en: "That cannot be done: %s.", zh: "无法这样做：%s。", es: "No se puede hacer: %s."},
	AccWhere: {
		en: "Step %[1]s of the %[2]s search, N = %[3]s: %[4]s; %[5]s on the board; %[6]s and %[7]s so far.",
		zh: "%[2]s 搜索的第 %[1]s 步，N = %[3]s：%[4]s；棋盘上有 %[5]s；到目前为止有 %[6]s和 %[7]s。",
		es: "Paso %[1]s de la búsqueda %[2]s, N = %[3]s: %[4]s; %[5]s en el tablero; %[6]s y %[7]s hasta ahora.",
	},
	AccWhereRow:    {en: "the row being filled is row %s", zh: "正在填第 %s 行", es: "se está llenando la fila %s"},
	AccWhereOver:   {en: "the search is over", zh: "搜索已经结束", es: "la búsqueda ha terminado"},
	AccWhereFull:   {en: "every row holds a queen", zh: "每一行都有皇后", es: "todas las filas tienen reina"},
	AccBoardHead:   {en: "The %[1]s by %[1]s board at step %[2]s, %[3]s:", zh: "第 %[2]s 步时的 %[1]s 乘 %[1]s 棋盘，%[3]s：", es: "El tablero de %[1]s por %[1]s en el paso %[2]s, %[3]s:"},
	AccAttacker:    {en: "the queen at %[1]s %[2]s", zh: "%[1]s的皇后%[2]s", es: "la reina de %[1]s %[2]s"},
	AccRowQueen:    {en: "Row %[1]s: the queen stands on column %[2]s.", zh: "第 %[1]s 行：皇后在第 %[2]s 列。", es: "Fila %[1]s: la reina está en la columna %[2]s."},
	AccRowQueenBy:  {en: "Row %[1]s: the queen stands on column %[2]s, attacked by %[3]s.", zh: "第 %[1]s 行：皇后在第 %[2]s 列，受到%[3]s的攻击。", es: "Fila %[1]s: la reina está en la columna %[2]s, atacada por %[3]s."},
	AccRowEmpty:    {en: "Row %s: no queen", zh: "第 %s 行：没有皇后", es: "Fila %s: sin reina"},
	AccNoSafe:      {en: "no safe square", zh: "没有安全的格", es: "ninguna casilla segura"},
	AccSafeColumns: {en: amountOf("column %[2]s safe", "columns %[2]s safe"), zh: counted("第 %[2]s 列安全"), es: amountOf("columna %[2]s segura", "columnas %[2]s seguras")},
	AccAttackedCol: {en: "column %[1]s attacked by %[2]s", zh: "第 %[1]s 列受到%[2]s的攻击", es: "columna %[1]s atacada por %[2]s"},
	AccTried:       {en: "The square being tried is %s.", zh: "正在尝试的格是%s。", es: "La casilla que se prueba es %s."},
	AccStateNone:   {en: "The %s strategy keeps nothing beside the board.", zh: "%s 策略除了棋盘之外什么也不保存。", es: "La estrategia %s no guarda nada aparte del tablero."},
	AccArrays: {
		en: "Arrays: the columns taken are %[1]s; the diagonals taken, numbered row minus column, are %[2]s; the anti-diagonals taken, numbered row plus column, are %[3]s.",
		zh: "数组：已占用的列是 %[1]s；已占用的对角线（按行减列编号）是 %[2]s；已占用的反对角线（按行加列编号）是 %[3]s。",
		es: "Vectores: las columnas ocupadas son %[1]s; las diagonales ocupadas, numeradas como fila menos columna, son %[2]s; las antidiagonales ocupadas, numeradas como fila más columna, son %[3]s.",
	},
	AccWords: {
		en: "Row %[1]s is entered with the words cols %[2]s, ld %[3]s, rd %[4]s, a digit per column, column 0 first; free %[5]s: %[6]s.",
		zh: "进入第 %[1]s 行时的字：cols %[2]s，ld %[3]s，rd %[4]s，每列一位，第 0 列在前；free %[5]s：%[6]s。",
		es: "Se entra en la fila %[1]s con las palabras cols %[2]s, ld %[3]s y rd %[4]s, un dígito por columna, la columna 0 primero; free %[5]s: %[6]s.",
	},
	AccNoFree:      {en: "no free column", zh: "没有空闲的列", es: "ninguna columna libre"},
	AccFreeColumns: {en: amountOf("column %[2]s free", "columns %[2]s free"), zh: counted("第 %[2]s 列空闲"), es: amountOf("columna %[2]s libre", "columnas %[2]s libres")},
	AccDomainQueen: {en: "Row %[1]s holds its queen on column %[2]s; its domain was %[3]s.", zh: "第 %[1]s 行的皇后在第 %[2]s 列；它的域原来是 %[3]s。", es: "La fila %[1]s tiene su reina en la columna %[2]s; su dominio era %[3]s."},
	AccDomain:      {en: "Row %[1]s: its domain is %[2]s.", zh: "第 %[1]s 行：它的域是 %[2]s。", es: "Fila %[1]s: su dominio es %[2]s."},
	AccConflicts:   {en: "Row %[1]s: the queen on column %[2]s is attacked by %[3]s; conflicts per square: %[4]s.", zh: "第 %[1]s 行：第 %[2]s 列的皇后受到 %[3]s的攻击；每个格的冲突数：%[4]s。", es: "Fila %[1]s: la reina de la columna %[2]s está atacada por %[3]s; conflictos por casilla: %[4]s."},
	AccColumnCount: {en: "column %[1]s %[2]s", zh: "第 %[1]s 列 %[2]s", es: "columna %[1]s %[2]s"},
	AccPredictOn: {
		en: "Predict mode on: before a decision you are asked what the search will do. Answer s or a, a square as 3 5 or row 3 column 5, yes or no, a number; %s reveals.",
		zh: "预测模式已开启：每个决定之前都会问你搜索将做什么。回答 s 或 a，格子如 3 5 或 第 3 行第 5 列，是或否，或一个数字；%s 揭晓答案。",
		es: "Modo predecir activado: antes de cada decisión se te pregunta qué hará la búsqueda. Responde s o a, una casilla como 3 5 o fila 3 columna 5, sí o no, o un número; %s revela la respuesta.",
	},
	AccPredictOff:    {en: "Predict mode off. Score: %s.", zh: "预测模式已关闭。得分：%s。", es: "Modo predecir desactivado. Puntuación: %s."},
	AccQuestion:      {en: "Question: %[1]s %[2]s", zh: "问题：%[1]s%[2]s", es: "Pregunta: %[1]s %[2]s"},
	AccHintChoice:    {en: "Answer s for safe or a for attacked.", zh: "回答 s 表示安全，a 表示被攻击；也可以回答“安全”或“被攻击”。", es: "Responde s si es segura o a si está atacada."},
	AccHintYesNo:     {en: "Answer y for yes or n for no.", zh: "回答 y 表示是，n 表示否；也可以回答“是”或“否”。", es: "Responde s para sí o n para no."},
	AccHintNewMirror: {en: "Answer new or mirror.", zh: "回答“新的”或“镜像”。", es: "Responde nueva o reflejo."},
	AccHintSquare:    {en: "Answer with a square: row then column, as 3 5.", zh: "用一个格回答：先行后列，如 3 5。", es: "Responde con una casilla: fila y luego columna, como 3 5."},
	AccHintNowhere:   {en: "Answer with a square, row then column, as 3 5, or nowhere.", zh: "用一个格回答，先行后列，如 3 5；或回答“无处可放”。", es: "Responde con una casilla, fila y luego columna, como 3 5, o ninguna."},
	AccHintSquares:   {en: "Answer with squares, row then column, separated by commas: 1 0, 2 3; or none.", zh: "用若干格回答，先行后列，用逗号分隔：1 0, 2 3；或回答“无”。", es: "Responde con casillas, fila y luego columna, separadas por comas: 1 0, 2 3; o ninguna."},
	AccHintNumber:    {en: "Answer with a whole number.", zh: "用一个整数回答。", es: "Responde con un número entero."},
	AccNotChoice:     {en: "%s is not a choice", zh: "%s 不是可选的答案", es: "%s no es una de las opciones"},
	AccNotOneSquare:  {en: "%s is not one square, row then column", zh: "%s 不是一个格，应先行后列", es: "%s no es una casilla, fila y luego columna"},
	AccNotSquareList: {en: "%s is not squares, each a row then a column", zh: "%s 不是格，每个格应先行后列", es: "%s no son casillas, cada una fila y luego columna"},
	AccNotNumber:     {en: "%s is not a whole number", zh: "%s 不是整数", es: "%s no es un número entero"},
	AccOffBoardShort: {en: "%[1]s is off the board, rows and columns go from 0 to %[2]s", zh: "%[1]s不在棋盘上，行和列都是 0 到 %[2]s", es: "%[1]s está fuera del tablero, las filas y las columnas van de 0 a %[2]s"},
	AccNotAnswer: {
		en: "That is not an answer to the question (%[1]s). Answer it, type %[2]s, or %[3]s %[4]s.",
		zh: "这不是这个问题的答案（%[1]s）。请回答，或者输入 %[2]s，或者 %[3]s %[4]s。",
		es: "Eso no es una respuesta a la pregunta (%[1]s). Respóndela, escribe %[2]s o %[3]s %[4]s.",
	},
	AccRight:        {en: "Right. %s", zh: "答对了。%s", es: "Correcto. %s"},
	AccWrong:        {en: "Not this time: the answer is %[1]s. %[2]s", zh: "这次不对：答案是%[1]s。%[2]s", es: "Esta vez no: la respuesta es %[1]s. %[2]s"},
	AccSkipped:      {en: "Skipped: the answer is %[1]s. %[2]s", zh: "已跳过：答案是%[1]s。%[2]s", es: "Saltada: la respuesta es %[1]s. %[2]s"},
	AccAnswerFirst:  {en: "A question is waiting: answer it, type %[1]s, or %[2]s %[3]s.", zh: "有一个问题在等你回答：请回答，或者输入 %[1]s，或者 %[2]s %[3]s。", es: "Hay una pregunta pendiente: respóndela, escribe %[1]s o %[2]s %[3]s."},
	AccNoQuestion:   {en: "No question is waiting.", zh: "没有等待回答的问题。", es: "No hay ninguna pregunta pendiente."},
	AccScore:        {en: "Score: %s.", zh: "得分：%s。", es: "Puntuación: %s."},
	AccBye:          {en: "Goodbye.", zh: "再见。", es: "Adiós."},
	AccHelpCommands: {en: "Commands (short forms in brackets). %s", zh: "命令（括号里是简写）。%s", es: "Órdenes (entre paréntesis, las formas cortas). %s"},
	AccHelpStep:     {en: "%[1]s (n, or an empty line): one step. %[2]s (b): one step back.", zh: "%[1]s（n，或空行）：前进一步。%[2]s（b）：后退一步。", es: "%[1]s (n, o una línea vacía): un paso. %[2]s (b): un paso atrás."},
	AccHelpPlay: {
		en: "%[1]s (p): a line per step at the speed; enter or any command pauses. %[2]s: stop playing. %[3]s X: steps a second, or %[4]s.",
		zh: "%[1]s（p）：按当前速度每步读一行；回车或任何命令都会暂停。%[2]s：停止播放。%[3]s X：每秒的步数，或 %[4]s。",
		es: "%[1]s (p): una línea por paso a la velocidad fijada; Intro o cualquier orden pausa. %[2]s: dejar de reproducir. %[3]s X: pasos por segundo, o %[4]s.",
	},
	AccHelpSeek: {
		en: "%[1]s (s): on to the next solution. %[2]s (k): on to the next backtrack. %[3]s K (g K): to step K.",
		zh: "%[1]s（s）：前进到下一个解。%[2]s（k）：前进到下一次回溯。%[3]s K（g K）：跳到第 K 步。",
		es: "%[1]s (s): hasta la solución siguiente. %[2]s (k): hasta el retroceso siguiente. %[3]s K (g K): al paso K.",
	},
	AccHelpRestart: {
		en: "%[1]s NAME (a NAME): start again with %[2]s. %[3]s N: start again on the N by N board.",
		zh: "%[1]s 名称（a 名称）：用 %[2]s 重新开始。%[3]s N：在 N 乘 N 的棋盘上重新开始。",
		es: "%[1]s NOMBRE (a NOMBRE): empezar de nuevo con %[2]s. %[3]s N: empezar de nuevo en el tablero de N por N.",
	},
	AccHelpBoard: {
		en: "%[1]s (v): the board row by row. %[2]s (t): the strategy's arrays, words or domains. %[3]s (w): step, row, queens.",
		zh: "%[1]s（v）：逐行读出棋盘。%[2]s（t）：策略的数组、字或域。%[3]s（w）：步、行、皇后。",
		es: "%[1]s (v): el tablero fila por fila. %[2]s (t): los vectores, las palabras o los dominios de la estrategia. %[3]s (w): paso, fila, reinas.",
	},
	AccHelpPredict: {
		en: "%[1]s %[2]s, %[1]s %[3]s: questions before the decisions; answer s or a, a square as 3 5 or row 3 column 5, or %[4]s.",
		zh: "%[1]s %[2]s、%[1]s %[3]s：在决定之前提问；回答 s 或 a，格子如 3 5 或 第 3 行第 5 列，或者 %[4]s。",
		es: "%[1]s %[2]s, %[1]s %[3]s: preguntas antes de las decisiones; responde s o a, una casilla como 3 5 o fila 3 columna 5, o %[4]s.",
	},
	AccHelpQuit:    {en: "%[1]s (h, ?): this list. %[2]s (q): leave; so does the end of the input.", zh: "%[1]s（h 或 ?）：这份列表。%[2]s（q）：离开；输入结束时也会离开。", es: "%[1]s (h, ?): esta lista. %[2]s (q): terminar; el final de la entrada también termina."},
	AccHelpEnglish: {en: "The English command words work too: %s.", zh: "英文命令也可以用：%s。", es: "Las órdenes en inglés también sirven: %s."},

	AccFollowWelcome: {
		en: "N-Queens, accessible mode: you follow your teacher. Each step the teacher moves to is said as a line; answer the teacher's questions when they come. Type %[1]s for the commands, %[2]s to leave.",
		zh: "N 皇后，无障碍模式：你在跟随老师。老师每走到一步，都会读出一行；老师提问时请回答。输入 %[1]s 查看命令，输入 %[2]s 离开。",
		es: "N reinas, modo accesible: sigues a tu profesor. Cada paso al que va el profesor se dice en una línea; responde a sus preguntas cuando lleguen. Escribe %[1]s para ver las órdenes, o %[2]s para terminar.",
	},
	AccWaitingTeacher:  {en: "Waiting for the teacher to show a board.", zh: "正在等老师展示棋盘。", es: "Esperando a que el profesor muestre un tablero."},
	AccRoomClosed:      {en: "The room has closed.", zh: "教室已经关闭。", es: "La sala se ha cerrado."},
	AccRevealed:        {en: "The teacher reveals: the answer is %[1]s. %[2]s", zh: "老师揭晓：答案是%[1]s。%[2]s", es: "El profesor revela: la respuesta es %[1]s. %[2]s"},
	AccAnswerSent:      {en: "Your answer, %s, is sent to the teacher. The teacher reveals the answer.", zh: "你的答案“%s”已经发给老师。答案由老师揭晓。", es: "Tu respuesta, %s, se ha enviado al profesor. El profesor revela la respuesta."},
	AccAnsweredAlready: {en: "You answered this question already.", zh: "你已经回答过这个问题了。", es: "Ya respondiste a esta pregunta."},
	AccNotCounted:      {en: "Your answer was not counted: the question has closed.", zh: "你的答案没有计入：这个问题已经结束了。", es: "Tu respuesta no contó: la pregunta ya se cerró."},
	AccNotRoomAnswer:   {en: "That is not an answer to the question (%[1]s). Type %[2]s to hear it again.", zh: "这不是这个问题的答案（%[1]s）。输入 %[2]s 再听一遍问题。", es: "Eso no es una respuesta a la pregunta (%[1]s). Escribe %[2]s para oírla otra vez."},
	AccHelpFollow:      {en: "Commands (short forms in brackets). The teacher moves the board; you hear each step. %s", zh: "命令（括号里是简写）。老师移动棋盘，你会听到每一步。%s", es: "Órdenes (entre paréntesis, las formas cortas). El profesor mueve el tablero; oyes cada paso. %s"},
	AccHelpAnswer: {
		en: "When a question is asked, type the answer: s or a, y or n, a square as 3 5 or row 3 column 5, or a number.",
		zh: "老师提问时，输入答案：s 或 a，y 或 n，格子如 3 5 或 第 3 行第 5 列，或者一个数字。",
		es: "Cuando se haga una pregunta, escribe la respuesta: s o a, s o n, una casilla como 3 5 o fila 3 columna 5, o un número.",
	},
	AccHelpQuestion: {en: "%s: the question again.", zh: "%s：再说一遍问题。", es: "%s: la pregunta otra vez."},

	AccLessonHead: {
		en: "Lesson: %[1]s. %[2]s. Type %[3]s or enter for the next slide, %[4]s for the previous one, %[5]s for the commands.",
		zh: "课程：%[1]s。%[2]s。输入 %[3]s 或按回车看下一张，输入 %[4]s 看上一张，输入 %[5]s 查看命令。",
		es: "Lección: %[1]s. %[2]s. Escribe %[3]s o pulsa Intro para la diapositiva siguiente, %[4]s para la anterior y %[5]s para ver las órdenes.",
	},
	AccSlide:         {en: "Slide %[1]s of %[2]s.", zh: "第 %[1]s 张，共 %[2]s 张。", es: "Diapositiva %[1]s de %[2]s."},
	AccLessonEnd:     {en: "That was the last slide. Type %[1]s to go back, or %[2]s.", zh: "这是最后一张幻灯片。输入 %[1]s 返回，或者输入 %[2]s。", es: "Esa era la última diapositiva. Escribe %[1]s para volver o %[2]s."},
	AccLessonStart:   {en: "This is the first slide.", zh: "这是第一张幻灯片。", es: "Esta es la primera diapositiva."},
	AccBadSlide:      {en: "%[1]s is not a slide: %[2]s takes a number from 1 to %[3]s.", zh: "%[1]s 不是幻灯片编号：%[2]s 需要 1 到 %[3]s 之间的数字。", es: "%[1]s no es una diapositiva: %[2]s necesita un número de 1 a %[3]s."},
	AccHelpSlides:    {en: "Commands: %[1]s (n, or an empty line): the next slide. %[2]s (b): the previous slide. %[3]s K: slide K.", zh: "命令：%[1]s（n，或空行）：下一张。%[2]s（b）：上一张。%[3]s K：第 K 张。", es: "Órdenes: %[1]s (n, o una línea vacía): la diapositiva siguiente. %[2]s (b): la anterior. %[3]s K: la diapositiva K."},
	AccHelpSlide:     {en: "%[1]s (r): this slide once more. %[2]s (v), %[3]s (t), %[4]s (w): the slide's board in words. %[5]s", zh: "%[1]s（r）：再读一遍这一张。%[2]s（v）、%[3]s（t）、%[4]s（w）：用文字读出这一张的棋盘。%[5]s", es: "%[1]s (r): esta diapositiva otra vez. %[2]s (v), %[3]s (t), %[4]s (w): el tablero de la diapositiva en palabras. %[5]s"},
	AccHelpQuitShort: {en: "%[1]s (h, ?): this list. %[2]s (q): leave.", zh: "%[1]s（h 或 ?）：这份列表。%[2]s（q）：离开。", es: "%[1]s (h, ?): esta lista. %[2]s (q): terminar."},

	AccSolutionsHead: {
		en: "The solutions of the %[1]s by %[1]s board%[2]s, in order. Type %[3]s or enter for the next one, %[4]s for the previous one, %[5]s K for solution K.",
		zh: "%[1]s 乘 %[1]s 棋盘的解%[2]s，按顺序排列。输入 %[3]s 或按回车看下一个，输入 %[4]s 看上一个，输入 %[5]s K 看第 K 个解。",
		es: "Las soluciones del tablero de %[1]s por %[1]s%[2]s, en orden. Escribe %[3]s o pulsa Intro para la siguiente, %[4]s para la anterior y %[5]s K para la solución K.",
	},
	AccSolutionsTotal: {en: ": %s", zh: "：%s", es: ": %s", same: true},
	AccSolutionLine:   {en: "Solution %[1]s%[2]s: columns %[3]s.", zh: "第 %[1]s 个解%[2]s：各行的列为 %[3]s。", es: "Solución %[1]s%[2]s: columnas %[3]s."},
	AccOfTotal:        {en: " of %s", zh: "（共 %s 个）", es: " de %s"},
	AccNoSolutions:    {en: "The %[1]s by %[1]s board has no solution.", zh: "%[1]s 乘 %[1]s 的棋盘无解。", es: "El tablero de %[1]s por %[1]s no tiene solución."},
	AccLastSolution:   {en: "That was the last solution.", zh: "这是最后一个解。", es: "Esa era la última solución."},
	AccFirstSolution:  {en: "This is the first solution.", zh: "这是第一个解。", es: "Esta es la primera solución."},
	AccNoSuchSolution: {en: "That cannot be done: N=%[1]s has %[2]s; there is no solution %[3]s.", zh: "无法这样做：N=%[1]s 有 %[2]s，没有第 %[3]s 个解。", es: "No se puede hacer: N=%[1]s tiene %[2]s; no existe la solución %[3]s."},
	AccBadSolution:    {en: "%[1]s is not a solution number: %[2]s takes a whole number, 1 or more.", zh: "%[1]s 不是解的编号：%[2]s 需要 1 或更大的整数。", es: "%[1]s no es un número de solución: %[2]s necesita un número entero, 1 o mayor."},
	AccHelpSolutions:  {en: "Commands: %[1]s (n, or an empty line): the next solution. %[2]s (b): the previous one. %[3]s K: solution K.", zh: "命令：%[1]s（n，或空行）：下一个解。%[2]s（b）：上一个。%[3]s K：第 K 个解。", es: "Órdenes: %[1]s (n, o una línea vacía): la solución siguiente. %[2]s (b): la anterior. %[3]s K: la solución K."},
	AccHelpSolQuit:    {en: "%[1]s (h, ?): this list. %[2]s (q): leave. Columns are numbered from 0, row 0 first.", zh: "%[1]s（h 或 ?）：这份列表。%[2]s（q）：离开。列从 0 开始编号，从第 0 行读起。", es: "%[1]s (h, ?): esta lista. %[2]s (q): terminar. Las columnas se numeran desde 0, empezando por la fila 0."},

	AccExerciseHead: {
		en: "N-Queens exercise, accessible mode: %[1]s, seed %[2]s, on the %[3]s by %[3]s board. Each step is graded the moment it is typed. Type %[4]s for the commands, %[5]s to leave.",
		zh: "N 皇后练习，无障碍模式：%[1]s，种子 %[2]s，%[3]s 乘 %[3]s 的棋盘。每一步输入后立即评分。输入 %[4]s 查看命令，输入 %[5]s 离开。",
		es: "Ejercicio de N reinas, modo accesible: %[1]s, semilla %[2]s, en el tablero de %[3]s por %[3]s. Cada paso se califica en cuanto se escribe. Escribe %[4]s para ver las órdenes, o %[5]s para terminar.",
	},
	AccExerciseDone: {
		en: "The exercise is finished. %[1]s Type %[2]s for the model answer, %[3]s to take the last step back, %[4]s for another instance, or %[5]s.",
		zh: "练习完成。%[1]s 输入 %[2]s 看示范答案，%[3]s 撤回最后一步，%[4]s 换一道题，或者 %[5]s。",
		es: "El ejercicio ha terminado. %[1]s Escribe %[2]s para ver la respuesta modelo, %[3]s para deshacer el último paso, %[4]s para otro ejercicio o %[5]s.",
	},
	AccExerciseScore: {
		en: "Score: %[1]s right out of %[2]s; %[3]s made, undone ones included; %[4]s taken.",
		zh: "得分：%[2]s中答对 %[1]s 个；%[3]s，包括已撤销的；用时 %[4]s。",
		es: "Puntuación: %[1]s bien de %[2]s; %[3]s, contando los deshechos; %[4]s de tiempo.",
	},
	AccUnitDecisions: {en: amountOf("%[2]s decision", "%[2]s decisions"), zh: counted("%[2]s 个决定"), es: amountOf("%[2]s decisión", "%[2]s decisiones")},
	AccUnitAnswers:   {en: amountOf("%[2]s answer", "%[2]s answers"), zh: counted("%[2]s 个答案"), es: amountOf("%[2]s respuesta", "%[2]s respuestas")},
	AccUnitPairs:     {en: amountOf("%[2]s pair", "%[2]s pairs"), zh: counted("%[2]s 对"), es: amountOf("%[2]s par", "%[2]s pares")},
	AccUnitFields:    {en: amountOf("%[2]s field", "%[2]s fields"), zh: counted("%[2]s 项"), es: amountOf("%[2]s campo", "%[2]s campos")},
	AccWrongSteps:    {en: amountOf("%[2]s wrong step", "%[2]s wrong steps"), zh: counted("错了 %[2]s 步"), es: amountOf("%[2]s paso erróneo", "%[2]s pasos erróneos")},
	AccSeconds:       {en: amountOf("%[2]s second", "%[2]s seconds"), zh: counted("%[2]s 秒"), es: amountOf("%[2]s segundo", "%[2]s segundos")},
	AccEvents:        {en: amountOf("%[2]s event", "%[2]s events"), zh: counted("共 %[2]s 个事件"), es: amountOf("%[2]s evento", "%[2]s eventos")},
	AccPicks:         {en: amountOf("%[2]s pick", "%[2]s picks"), zh: counted("共 %[2]s 次选取"), es: amountOf("%[2]s elección", "%[2]s elecciones")},
	AccConflictCount: {en: amountOf("%[2]s conflict", "%[2]s conflicts"), zh: counted("%[2]s 个冲突"), es: amountOf("%[2]s conflicto", "%[2]s conflictos")},
	AccStepRight:     {en: "Right.", zh: "对。", es: "Correcto."},
	AccStepWrong: {
		en: "Wrong: %[1]s The right answer stands in its place, so the exercise goes on; %[2]s takes the step back.",
		zh: "错：%[1]s正确的答案已经放在它的位置上，练习继续；%[2]s 可以撤回这一步。",
		es: "Incorrecto: %[1]s La respuesta correcta ocupa su lugar y el ejercicio sigue; %[2]s deshace el paso.",
	},
	AccUndone:         {en: "Undone: the last step is taken back.", zh: "已撤销：最后一步已经撤回。", es: "Deshecho: se ha quitado el último paso."},
	AccNothingToUndo:  {en: "Nothing to undo: no step stands.", zh: "没有可撤销的：还没有任何一步。", es: "No hay nada que deshacer: no queda ningún paso."},
	AccNotAnswerNow:   {en: "That is not an answer to the question (%[1]s). Type %[2]s to hear the question.", zh: "这不是这个问题的答案（%[1]s）。输入 %[2]s 再听一遍问题。", es: "Eso no es una respuesta a la pregunta (%[1]s). Escribe %[2]s para oír la pregunta."},
	AccNoQueens:       {en: "No queen stands on the board.", zh: "棋盘上没有皇后。", es: "No hay ninguna reina en el tablero."},
	AccQueens:         {en: "The queens standing: %s.", zh: "棋盘上的皇后：%s。", es: "Las reinas colocadas: %s."},
	AccNotOneSquareEx: {en: "%s is not one square: type the row then the column, as 2 5.", zh: "%s 不是一个格：先输入行，再输入列，如 2 5。", es: "%s no es una casilla: escribe la fila y luego la columna, como 2 5."},
	AccOffBoard:       {en: "%[1]s is off the board: rows and columns go from 0 to %[2]s.", zh: "%[1]s不在棋盘上：行和列都是 0 到 %[2]s。", es: "%[1]s está fuera del tablero: las filas y las columnas van de 0 a %[2]s."},
	AccQueenThere:     {en: "A queen stands on %[1]s already; %[2]s takes it up.", zh: "%[1]s已经有皇后了；%[2]s 可以拿起它。", es: "Ya hay una reina en %[1]s; %[2]s la retira."},
	AccNoQueenOn:      {en: "No queen stands on %s.", zh: "%s没有皇后。", es: "No hay ninguna reina en %s."},
	AccNoQueenInRow:   {en: "No queen stands in row %s.", zh: "第 %s 行没有皇后。", es: "No hay ninguna reina en la fila %s."},
	AccNoQueenToLift:  {en: "No queen stands on the board to lift.", zh: "棋盘上没有可以拿起的皇后。", es: "No hay ninguna reina en el tablero que retirar."},
	AccNotColumn:      {en: "%[1]s is not a column: %[2]s takes the column's number.", zh: "%[1]s 不是列：%[2]s 需要列的编号。", es: "%[1]s no es una columna: %[2]s necesita el número de la columna."},
	AccNotCounts: {
		en: "%[1]s is not counts: %[2]s takes a number for each square of the row, column 0 first, as %[2]s 1 2 0.",
		zh: "%[1]s 不是计数：%[2]s 需要这一行每个格的数字，第 0 列在前，如 %[2]s 1 2 0。",
		es: "%[1]s no son cuentas: %[2]s necesita un número por cada casilla de la fila, la columna 0 primero, como %[2]s 1 2 0.",
	},
	AccNotSquares: {
		en: "%[1]s is not squares: type each square as a row then a column, separated by commas, as %[2]s 2 3, 4 1; or %[2]s %[3]s.",
		zh: "%[1]s 不是格：每个格先写行再写列，用逗号分隔，如 %[2]s 2 3, 4 1；或者 %[2]s %[3]s。",
		es: "%[1]s no son casillas: escribe cada casilla como fila y luego columna, separadas por comas, como %[2]s 2 3, 4 1; o %[2]s %[3]s.",
	},
	AccNotYesNo: {en: "%[1]s is not %[2]s or %[3]s.", zh: "%[1]s 不是“%[2]s”或“%[3]s”。", es: "%[1]s no es %[2]s ni %[3]s."},
	AccNotRow:   {en: "%[1]s is not a row: %[2]s takes the row's number.", zh: "%[1]s 不是行：%[2]s 需要行的编号。", es: "%[1]s no es una fila: %[2]s necesita el número de la fila."},
	AccNotNow:   {en: "the question now is %[1]s, not %[2]s", zh: "现在问的是 %[1]s，不是 %[2]s", es: "ahora se pregunta %[1]s, no %[2]s"},
	AccBacktrackIntro: {
		en: "Carry plain backtracking on: it fills the rows from the top and tries the columns from the left. Put down the queen it puts down next, or lift the one it lifts, until the next solution or for %s.",
		zh: "接着执行普通回溯：它从上往下填行，从左往右试列。放下它接下来放下的皇后，或者拿起它拿起的皇后，直到下一个解，最多 %s。",
		es: "Continúa el retroceso simple: llena las filas desde arriba y prueba las columnas desde la izquierda. Coloca la reina que coloca a continuación, o retira la que retira, hasta la siguiente solución o durante %s.",
	},
	AccBacktrackAsk: {
		en: "The search is on row %[1]s. What does it do next? Type %[2]s and a square, as %[2]s %[1]s 3, or %[3]s for the last queen put down (%[3]s and a row or a square for another).",
		zh: "搜索在第 %[1]s 行。它接下来做什么？输入 %[2]s 和一个格，如 %[2]s %[1]s 3；或者输入 %[3]s 拿起最后放下的皇后（%[3]s 加一行或一个格可以拿起别的皇后）。",
		es: "La búsqueda está en la fila %[1]s. ¿Qué hace a continuación? Escribe %[2]s y una casilla, como %[2]s %[1]s 3, o %[3]s para la última reina colocada (%[3]s y una fila o una casilla para otra).",
	},
	AccMCIntro: {
		en: "Min-conflicts picks an attacked queen and moves it within its row to a square with the fewest conflicts. For each of %s it picks, type the conflict count of each square of its row, the number of queens of the other rows that attack the square, then the column the queen moves to.",
		zh: "最小冲突选一个被攻击的皇后，把它在本行内移到冲突最少的格。它选中的 %s，每一个都要输入本行每个格的冲突数，也就是其他行中攻击这个格的皇后数，再输入皇后移到的列。",
		es: "Mínimos conflictos elige una reina atacada y la mueve dentro de su fila a una casilla con menos conflictos. Para cada una de las %s que elige, escribe los conflictos de cada casilla de su fila, es decir, cuántas reinas de las otras filas atacan la casilla, y luego la columna a la que se mueve la reina.",
	},
	AccMCPick: {en: "Pick %[1]s of %[2]s: min-conflicts has picked the queen at %[3]s.", zh: "第 %[1]s 次选取，共 %[2]s 次：最小冲突选中了%[3]s的皇后。", es: "Elección %[1]s de %[2]s: mínimos conflictos ha elegido la reina de %[3]s."},
	AccMCAskCounts: {
		en: "Type %[1]s and the count of each of the %[2]s squares of row %[3]s, column 0 first, the picked queen itself left out: as %[1]s %[4]s.",
		zh: "输入 %[1]s 和第 %[3]s 行 %[2]s 个格各自的计数，第 0 列在前，不算选中的皇后本身：如 %[1]s %[4]s。",
		es: "Escribe %[1]s y la cuenta de cada una de las %[2]s casillas de la fila %[3]s, la columna 0 primero, sin contar la reina elegida: como %[1]s %[4]s.",
	},
	AccMCCounts:    {en: "The conflict counts of row %[1]s: %[2]s.", zh: "第 %[1]s 行的冲突数：%[2]s。", es: "Los conflictos de la fila %[1]s: %[2]s."},
	AccMCAskMove:   {en: "Where does the queen at %[1]s go? Type %[2]s and a column of row %[3]s.", zh: "%[1]s的皇后移到哪里？输入 %[2]s 和第 %[3]s 行的一列。", es: "¿Adónde va la reina de %[1]s? Escribe %[2]s y una columna de la fila %[3]s."},
	AccMCDrew:      {en: "The search drew %s among the squares of fewest conflicts.", zh: "搜索在冲突最少的格中抽到了%s。", es: "La búsqueda sacó %s entre las casillas con menos conflictos."},
	AccMCFewest:    {en: "%[1]s (%[2]s)", zh: "%[1]s（%[2]s）", es: "%[1]s (%[2]s)", same: true},
	AccMCModelMove: {en: "The fewest conflicts: %[1]s; the search moved the queen to %[2]s.", zh: "冲突最少的是%[1]s；搜索把皇后移到了%[2]s。", es: "Los menos conflictos: %[1]s; la búsqueda movió la reina a %[2]s."},
	AccModelHead:   {en: "Model answer: the search's own run from the instance's start, %[1]s. %[2]s", zh: "示范答案：搜索自己从这道题的起点开始的运行，%[1]s。%[2]s", es: "Respuesta modelo: la propia ejecución de la búsqueda desde el inicio del ejercicio, %[1]s. %[2]s"},
	AccModelPicks:  {en: "Model answer: the search's own counts and moves, %s.", zh: "示范答案：搜索自己的计数和移动，%s。", es: "Respuesta modelo: las cuentas y los movimientos de la propia búsqueda, %s."},
	AccModelEvent:  {en: "Event %[1]s of %[2]s. %[3]s", zh: "第 %[1]s 个事件，共 %[2]s 个。%[3]s", es: "Evento %[1]s de %[2]s. %[3]s"},
	AccModelEnd:    {en: "End of the model answer.", zh: "示范答案结束。", es: "Fin de la respuesta modelo."},
	AccModelAnswer: {en: "%[1]s: %[2]s.", zh: "%[1]s：%[2]s。", es: "%[1]s: %[2]s.", same: true},
	AccModelPlaces: {en: "Model answer: the search's own prunes, wipe-outs and places, %s.", zh: "示范答案：搜索自己的剪枝、域清空和放置，%s。", es: "Respuesta modelo: las podas, los dominios vacíos y las colocaciones de la propia búsqueda, %s."},
	AccModelPairs:  {en: "Model answer: the symmetry of each of %s.", zh: "示范答案：%s中每一对的对称变换。", es: "Respuesta modelo: la simetría de cada uno de los %s."},
	AccModelRows:   {en: "Model answer: the search's own words and picks, %s.", zh: "示范答案：搜索自己的字和选取，%s。", es: "Respuesta modelo: las palabras y las elecciones de la propia búsqueda, %s."},
	AccModelField:  {en: "The value of %[1]s: %[2]s.", zh: "%[1]s 的值：%[2]s。", es: "El valor de %[1]s: %[2]s."},
	AccHelpExercise: {
		en: "Commands of this exercise: %[1]s; %[2]s says the question again. %[3]s",
		zh: "这道练习的命令：%[1]s；%[2]s 再说一遍问题。%[3]s",
		es: "Órdenes de este ejercicio: %[1]s; %[2]s repite la pregunta. %[3]s",
	},
	AccHelpUndo: {
		en: "%[1]s (u): take the last step back (a wrong one stays counted). %[2]s (m): the model answer, a sentence a step. %[3]s: the score so far.",
		zh: "%[1]s（u）：撤回最后一步（错的一步仍然计数）。%[2]s（m）：示范答案，每步一句。%[3]s：目前的得分。",
		es: "%[1]s (u): deshacer el último paso (uno erróneo sigue contando). %[2]s (m): la respuesta modelo, una frase por paso. %[3]s: la puntuación hasta ahora.",
	},
	AccHelpNew: {en: "%s (r): another instance.", zh: "%s（r）：换一道题。", es: "%s (r): otro ejercicio."},
	AccFCIntro: {
		en: "Forward checking, filling the rows top down, keeps for each empty row the squares no queen attacks, its domain; a queen put down prunes from the domains the squares it attacks. For each of %s it puts down, mark the squares its prune takes out; then say whether a row without a queen is left with an empty domain, a wipe-out.",
		zh: "前向检查从上往下填行，为每个空行记下没有皇后攻击的格，也就是它的域；放下一个皇后，就从各个域中剪掉它攻击的格。它放下的 %s，每一个都要标出剪枝去掉的格；再说出是否有某个没有皇后的行的域被清空，即域清空。",
		es: "La comprobación hacia adelante, llenando las filas de arriba abajo, guarda para cada fila vacía las casillas que ninguna reina ataca, su dominio; una reina colocada poda de los dominios las casillas que ataca. Para cada una de las %s que coloca, marca las casillas que quita su poda; luego di si alguna fila sin reina se queda con el dominio vacío.",
	},
	AccFCIntroMRV: {
		en: "Forward checking with MRV keeps for each empty row the squares no queen attacks, its domain; a queen put down prunes from the domains the squares it attacks. For each of %s it puts down, mark the squares its prune takes out; then say whether a row without a queen is left with an empty domain, a wipe-out; then, when none does, the row MRV fills next: the empty row with the fewest squares left, the topmost of a tie.",
		zh: "带 MRV 的前向检查为每个空行记下没有皇后攻击的格，也就是它的域；放下一个皇后，就从各个域中剪掉它攻击的格。它放下的 %s，每一个都要标出剪枝去掉的格；再说出是否有某个没有皇后的行的域被清空，即域清空；如果没有，再说出 MRV 接下来填哪一行：剩余格最少的空行，并列时取最上面的一行。",
		es: "La comprobación hacia adelante con MRV guarda para cada fila vacía las casillas que ninguna reina ataca, su dominio; una reina colocada poda de los dominios las casillas que ataca. Para cada una de las %s que coloca, marca las casillas que quita su poda; luego di si alguna fila sin reina se queda con el dominio vacío; y, si ninguna se queda así, qué fila llena MRV a continuación: la fila vacía con menos casillas restantes, la de más arriba en caso de empate.",
	},
	AccFCPlace:    {en: "Queen %[1]s of %[2]s: forward checking has put a queen down on %[3]s.", zh: "第 %[1]s 个皇后，共 %[2]s 个：前向检查在%[3]s放下了一个皇后。", es: "Reina %[1]s de %[2]s: la comprobación hacia adelante ha colocado una reina en %[3]s."},
	AccFCPlaceMRV: {en: "Queen %[1]s of %[2]s: forward checking with MRV has put a queen down on %[3]s.", zh: "第 %[1]s 个皇后，共 %[2]s 个：带 MRV 的前向检查在%[3]s放下了一个皇后。", es: "Reina %[1]s de %[2]s: la comprobación hacia adelante con MRV ha colocado una reina en %[3]s."},
	AccFCBefore:   {en: "The domains from before its prune:", zh: "剪枝之前的域：", es: "Los dominios antes de su poda:"},
	AccFCAfter:    {en: "The domains after the prune:", zh: "剪枝之后的域：", es: "Los dominios tras la poda:"},
	AccFCAskPrune: {
		en: "Which squares does its prune take out? Type %[1]s and the squares, row then column, separated by commas, as %[1]s 2 3, 4 1; or %[1]s %[2]s.",
		zh: "它的剪枝去掉哪些格？输入 %[1]s 和这些格，先行后列，用逗号分隔，如 %[1]s 2 3, 4 1；或者 %[1]s %[2]s。",
		es: "¿Qué casillas quita su poda? Escribe %[1]s y las casillas, fila y luego columna, separadas por comas, como %[1]s 2 3, 4 1; o %[1]s %[2]s.",
	},
	AccFCPruned:  {en: "The prune takes out: %s.", zh: "剪枝去掉：%s。", es: "La poda quita: %s."},
	AccFCAskWipe: {en: "Does the prune leave a row without a queen with an empty domain? Type %[1]s %[2]s or %[1]s %[3]s.", zh: "这次剪枝是否让某个没有皇后的行的域变空？输入 %[1]s %[2]s 或 %[1]s %[3]s。", es: "¿Deja la poda alguna fila sin reina con el dominio vacío? Escribe %[1]s %[2]s o %[1]s %[3]s."},
	AccFCAskNext: {en: "Which row does MRV fill next? Type %s and the row.", zh: "MRV 接下来填哪一行？输入 %s 和行号。", es: "¿Qué fila llena MRV a continuación? Escribe %s y la fila."},
	AccFCWiped:   {en: "%[1]s, row %[2]s", zh: "%[1]s，第 %[2]s 行", es: "%[1]s, la fila %[2]s"},
	AccRowNamed:  {en: "row %s", zh: "第 %s 行", es: "la fila %s"},
	AccAskPrune:  {en: "prune", zh: "剪枝", es: "poda"},
	AccAskWipe:   {en: "wipe-out", zh: "域清空", es: "dominio vacío"},
	AccAskNext:   {en: "next row", zh: "下一行", es: "fila siguiente"},
	AccSymIntro: {
		en: "For each of %[1]s of solutions, say which of the eight symmetries of the board maps the first onto the second, or that none does. Type %[2]s and one of: %[3]s.",
		zh: "下面 %[1]s解，每一对都要说出棋盘的八种对称变换中哪一种把第一个解变成第二个，或者说没有。输入 %[2]s 和以下之一：%[3]s。",
		es: "Para cada uno de los %[1]s de soluciones, di cuál de las ocho simetrías del tablero lleva la primera a la segunda, o que ninguna lo hace. Escribe %[2]s y una de estas: %[3]s.",
	},
	AccSymPair: {
		en: "Pair %[1]s of %[2]s: the first solution has its queens on columns %[3]s, row 0 first; the second on columns %[4]s.",
		zh: "第 %[1]s 对，共 %[2]s 对：第一个解的皇后所在的列是 %[3]s，从第 0 行起；第二个解是 %[4]s。",
		es: "Par %[1]s de %[2]s: la primera solución tiene sus reinas en las columnas %[3]s, empezando por la fila 0; la segunda, en las columnas %[4]s.",
	},
	AccSymAsk:      {en: "Which symmetry maps the first onto the second? Type %[1]s and its name, as %[1]s rot90, or %[1]s %[2]s.", zh: "哪种对称变换把第一个解变成第二个？输入 %[1]s 和它的名字，如 %[1]s rot90，或者 %[1]s %[2]s。", es: "¿Qué simetría lleva la primera a la segunda? Escribe %[1]s y su nombre, como %[1]s rot90, o %[1]s %[2]s."},
	AccNotSymmetry: {en: "%[1]s is not a symmetry: type one of %[2]s.", zh: "%[1]s 不是对称变换：请输入以下之一：%[2]s。", es: "%[1]s no es una simetría: escribe una de estas: %[2]s."},
	AccSymNamed:    {en: "%[1]s (%[2]s)", zh: "%[1]s（%[2]s）", es: "%[1]s (%[2]s)", same: true},
	AccBitIntro: {
		en: "The bitmask search keeps three words of %[1]s binary digits, column 0 the rightmost digit: cols, the columns taken; ld and rd, the squares of the row the queens above reach along their diagonals and anti-diagonals; free is what none of them holds. For each of %[2]s it enters, type its cols, ld, rd and free, then the column free & -free picks.",
		zh: "位掩码搜索保存三个 %[1]s 位的二进制字，第 0 列是最右边一位：cols 是已占用的列；ld 和 rd 是上方的皇后沿对角线和反对角线能到达的本行的格；free 是它们都不占的位。它进入的 %[2]s，每一行都要输入 cols、ld、rd 和 free，再输入 free & -free 选出的列。",
		es: "La búsqueda con máscaras de bits guarda tres palabras de %[1]s dígitos binarios, con la columna 0 en el dígito de la derecha: cols, las columnas ocupadas; ld y rd, las casillas de la fila a las que llegan las reinas de arriba por sus diagonales y antidiagonales; free es lo que ninguna de ellas ocupa. Para cada una de las %[2]s en las que entra, escribe su cols, ld, rd y free, y luego la columna que elige free & -free.",
	},
	AccBitRow:     {en: "Row %[1]s of %[2]s: the search enters row %[3]s.", zh: "第 %[1]s 行，共 %[2]s 行：搜索进入第 %[3]s 行。", es: "Fila %[1]s de %[2]s: la búsqueda entra en la fila %[3]s."},
	AccBitKnown:   {en: "So far: %s.", zh: "目前：%s。", es: "Hasta ahora: %s."},
	AccBitAskWord: {en: "Type %[1]s and the word %[2]s, %[3]s binary digits with column 0 the rightmost, as %[1]s %[4]s.", zh: "输入 %[1]s 和字 %[2]s，%[3]s 位二进制数字，第 0 列在最右边，如 %[1]s %[4]s。", es: "Escribe %[1]s y la palabra %[2]s, %[3]s dígitos binarios con la columna 0 a la derecha, como %[1]s %[4]s."},
	AccBitAskPick: {en: "Which column does free & -free pick? Type %[1]s and the column, or %[1]s %[2]s when free is 0.", zh: "free & -free 选出哪一列？输入 %[1]s 和列号；free 为 0 时输入 %[1]s %[2]s。", es: "¿Qué columna elige free & -free? Escribe %[1]s y la columna, o %[1]s %[2]s si free es 0."},
}
