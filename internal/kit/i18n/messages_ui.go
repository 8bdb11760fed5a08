package i18n

// The words every view shares: the board's legend, its label across a
// dead row and what it shows of the attacks; the root's tabs and header;
// the too-small message; the board drawn as a list.
const (
	LegendQueen    ID = "legend.queen"
	LegendSafe     ID = "legend.safe"
	LegendTint1    ID = "legend.tint-1"
	LegendTint2    ID = "legend.tint-2"
	LegendTint3    ID = "legend.tint-3"
	LegendFocus    ID = "legend.focus"
	LegendTried    ID = "legend.tried"
	LegendRejected ID = "legend.rejected"
	LegendAttacker ID = "legend.attacker"
	LegendPath     ID = "legend.path"
	LegendLifted   ID = "legend.lifted"
	LegendDead     ID = "legend.dead"
	LegendExplored ID = "legend.explored"
	LegendSolved   ID = "legend.solved"
	LegendRuledOut ID = "legend.ruled-out"
	LegendConflict ID = "legend.conflict"
	LegendCursor   ID = "legend.cursor"
	LegendDomain   ID = "legend.domain"
	LegendPruned   ID = "legend.pruned"
	LegendPicked   ID = "legend.picked"
	LegendHeat0    ID = "legend.heat-0"
	LegendHeat1    ID = "legend.heat-1"
	LegendHeat2    ID = "legend.heat-2"
	LegendHeat3    ID = "legend.heat-3"
	LegendMoved    ID = "legend.moved"
	LegendRuledKey ID = "legend.ruled-out-key" // the play view's: the pencil mark and its key
	LegendIdeaKey  ID = "legend.idea-key"      // the play view's: the idea and its key

	BoardShowAll   ID = "board.show-all" // in NoteBoardShows and the legend's title; zh and es say it with its verb
	BoardShowAhead ID = "board.show-ahead"
	BoardShowNone  ID = "board.show-none"
	BoardDeadRow   ID = "board.dead-row" // across a row with no safe square

	TabWatch     ID = "tab.watch"
	TabSolutions ID = "tab.solutions"
	TabPlay      ID = "tab.play"
	TabReplayOf  ID = "tab.replay-of" // %s: the trace's name

	SmallWindow   ID = "small.window"
	SmallNeeds    ID = "small.needs"   // %[1]s N, %[2]s the size, 100×30
	SmallSmaller  ID = "small.smaller" // %s the key
	SmallQuits    ID = "small.quits"   // %s the key
	SmallTooSmall ID = "small.too-small"
	SmallNeed     ID = "small.need" // %s the size

	ListHead     ID = "list.head"     // %[1]s N, %[2]s×%[3]s the size the board needs
	ListAttacked ID = "list.attacked" // plural on the queens, %[2]s their digits
	ListBy       ID = "list.by"       // %[1]s the queen's square, %[2]s the attacker's, %[3]s NarrAlong…
)

// The watch view's other lines: the notes of a few keys, the prompts, the
// capture of a slide and the permalink, and a replayed trace's fault.
const (
	KeyNewLine        ID = "key.new-line"
	NoteExpectedWhere ID = "note.expected-where" // %[1]s the expected key, %[2]s RepLine, %[3]s the key that goes there
	NoteAttacksOther  ID = "note.attacks-other"  // %[1]s the lens's note, %[2]s the attacks key
	NoteBoardShows    ID = "note.board-shows"    // %[1]s what (BoardShow…), %[2]s the attacks key

	PromptCaption     ID = "prompt.caption"
	PromptCaptionLine ID = "prompt.caption-line" // %s the line's number
	PromptCaptionAsk  ID = "prompt.caption-ask"  // after PromptCaption…; %[1]s the new-line key, %[2]s accept's
	PromptGoToStep    ID = "prompt.go-to-step"   // the input follows

	CapNoPermalink ID = "capture.no-permalink"
	CapPermalink   ID = "capture.permalink" // %s the command line
	CapNoFile      ID = "capture.no-file"   // %s the capture key
	CapGiven       ID = "capture.given"     // %s the restart key
	CapNotAdded    ID = "capture.not-added" // %s why
	CapAdding      ID = "capture.adding"    // %s the file
	CapAdded       ID = "capture.added"     // %[1]s the slides, %[2]s the file

	RepTraceRun     ID = "replay.trace-run"     // %s the strategy
	RepLine         ID = "replay.line"          // %s the trace's line
	RepWrong        ID = "replay.wrong"         // %[1]s RepLine, %[2]s why
	RepExpectedHere ID = "replay.expected-here" // %s the expected key
	RepTheLine      ID = "replay.the-line"      // %s the line as written
	RepStops        ID = "replay.stops"         // %[1]s and %[2]s the keys back
	RepExpected     ID = "replay.expected"      // %s the event expected
)

// uiMessages are the words every view shares.
var uiMessages = map[ID]entry{
	LegendQueen:    {en: "queen", zh: "皇后", es: "reina"},
	LegendSafe:     {en: "safe", zh: "安全", es: "segura"},
	LegendTint1:    {en: "attacked by 1 line", zh: "被 1 条线攻击", es: "atacada por 1 línea"},
	LegendTint2:    {en: "by 2 lines", zh: "被 2 条线", es: "por 2 líneas"},
	LegendTint3:    {en: "by 3 lines", zh: "被 3 条线", es: "por 3 líneas"},
	LegendFocus:    {en: "lines it attacks", zh: "它攻击的线", es: "líneas que ataca"},
	LegendTried:    {en: "trying", zh: "正在尝试", es: "probando"},
	LegendRejected: {en: "rejected", zh: "被否决", es: "rechazada"},
	LegendAttacker: {en: "attacker", zh: "攻击者", es: "atacante"},
	LegendPath:     {en: "line of attack", zh: "攻击线", es: "línea de ataque"},
	LegendLifted:   {en: "lifted (backtrack)", zh: "拿起（回溯）", es: "retirada (retroceso)"},
	LegendDead:     {en: "dead end: attacked", zh: "死路：被攻击", es: "sin salida: atacada"},
	LegendExplored: {en: "dead end: explored", zh: "死路：已探索", es: "sin salida: explorada"},
	LegendSolved:   {en: "solution", zh: "解", es: "solución"},
	LegendRuledOut: {en: "ruled out", zh: "已排除", es: "descartada"},
	LegendConflict: {en: "queens in conflict", zh: "冲突的皇后", es: "reinas en conflicto"},
	LegendCursor:   {en: "cursor", zh: "光标", es: "cursor", same: true},
	LegendDomain:   {en: "in the domain", zh: "在域中", es: "en el dominio"},
	LegendPruned:   {en: "pruned just now", zh: "刚被剪枝", es: "podada ahora"},
	LegendPicked:   {en: "picked queen", zh: "选中的皇后", es: "reina elegida"},
	LegendHeat0:    {en: "0 conflicts", zh: "0 个冲突", es: "0 conflictos"},
	LegendHeat1:    {en: "1 conflict", zh: "1 个冲突", es: "1 conflicto"},
	LegendHeat2:    {en: "2 conflicts", zh: "2 个冲突", es: "2 conflictos"},
	LegendHeat3:    {en: "3+ conflicts", zh: "3+ 个冲突", es: "3+ conflictos"},
	LegendMoved:    {en: "moved from", zh: "移出的格", es: "movida desde"},
	LegendRuledKey: {en: "ruled out (x)", zh: "已排除（x）", es: "descartada (x)"},
	LegendIdeaKey:  {en: "idea (i)", zh: "提示（i）", es: "idea (i)", same: true},

	BoardShowAll:   {en: "all attacked squares", zh: "显示所有被攻击的格", es: "muestra todas las casillas atacadas"},
	BoardShowAhead: {en: "attacked squares ahead", zh: "只显示前方被攻击的格", es: "muestra las casillas atacadas por delante"},
	BoardShowNone:  {en: "no attacked squares", zh: "不显示被攻击的格", es: "no muestra casillas atacadas"},
	BoardDeadRow:   {en: "no safe square", zh: "没有安全格", es: "ninguna casilla segura"},

	TabWatch:     {en: "watch", zh: "观看", es: "ver"},
	TabSolutions: {en: "solutions", zh: "全部解", es: "soluciones"},
	TabPlay:      {en: "play", zh: "动手", es: "jugar"},
	TabReplayOf:  {en: "replay of %s", zh: "%s 的回放", es: "repetición de %s"},

	SmallWindow:   {en: "window too small", zh: "窗口太小", es: "ventana demasiado pequeña"},
	SmallNeeds:    {en: "N=%s needs %s", zh: "N=%s 需要 %s", es: "N=%s necesita %s"},
	SmallSmaller:  {en: "%s smaller N", zh: "%s 减小 N", es: "%s reduce N"},
	SmallQuits:    {en: "%s quits", zh: "%s 退出", es: "%s sale"},
	SmallTooSmall: {en: "too small", zh: "太小", es: "muy pequeña"},
	SmallNeed:     {en: "need %s", zh: "需要 %s", es: "necesita %s"},

	ListHead: {
		en: "the %[1]s×%[1]s board as a list (drawn, it needs %[2]s×%[3]s): row:column, ! under attack",
		zh: "%[1]s×%[1]s 的棋盘以列表显示（画出来需要 %[2]s×%[3]s）：行:列，! 表示被攻击",
		es: "el tablero de %[1]s×%[1]s como lista (dibujado necesita %[2]s×%[3]s): fila:columna, ! atacada",
	},
	ListAttacked: {
		en: amountOf("%[2]s queen attacked:", "%[2]s queens attacked:"),
		zh: counted("%[2]s 个皇后被攻击："),
		es: amountOf("%[2]s reina atacada:", "%[2]s reinas atacadas:"),
	},
	KeyNewLine:        {en: "new line", zh: "换行", es: "nueva línea"},
	NoteExpectedWhere: {en: "%s shows the event expected where the trace goes wrong, %s: %s goes there", zh: "%s 显示轨迹出错处预期的事件（%s）：%s 前往该处", es: "%s muestra el evento esperado donde la traza falla, %s: %s va allí"},
	NoteAttacksOther:  {en: "%s: %s is for the other strategies", zh: "%s：%s 用于其他策略", es: "%s: %s es para las otras estrategias"},
	NoteBoardShows:    {en: "the board shows %s — %s changes it", zh: "棋盘现在%s — %s 切换", es: "el tablero %s — %s lo cambia"},

	PromptCaption:     {en: "caption", zh: "说明", es: "texto"},
	PromptCaptionLine: {en: "caption line %s", zh: "说明第 %s 行", es: "texto, línea %s"},
	PromptCaptionAsk:  {en: " (Markdown, %s a new line, %s adds the slide): ", zh: "（Markdown，%s 换行，%s 添加幻灯片）：", es: " (Markdown, %s nueva línea, %s añade la diapositiva): "},
	PromptGoToStep:    {en: "go to step ", zh: "跳到第几步：", es: "ir al paso "},

	CapNoPermalink: {en: "no permalink: the run starts from queens placed in the play view", zh: "没有固定链接：这次运行从动手视图中摆放的皇后开始", es: "sin enlace permanente: la ejecución parte de reinas colocadas en la vista de jugar"},
	CapPermalink:   {en: "permalink: %s", zh: "固定链接：%s", es: "enlace permanente: %s"},
	CapNoFile:      {en: "%s adds the screen to a lesson file as a slide: start nqueens with --lesson-out FILE", zh: "%s 把当前画面作为幻灯片加入课程文件：请用 --lesson-out FILE 启动 nqueens", es: "%s añade la pantalla a un archivo de lección como diapositiva: inicia nqueens con --lesson-out FILE"},
	CapGiven:       {en: "a slide cannot hold queens placed in the play view: %s restarts from an empty board", zh: "幻灯片不能保存在动手视图中摆放的皇后：%s 从空棋盘重新开始", es: "una diapositiva no puede guardar reinas colocadas en la vista de jugar: %s reinicia desde un tablero vacío"},
	CapNotAdded:    {en: "not added: %s", zh: "未添加：%s", es: "no añadida: %s"},
	CapAdding:      {en: "adding the slide to %s…", zh: "正在把幻灯片添加到 %s…", es: "añadiendo la diapositiva a %s…"},
	CapAdded:       {en: "slide %[1]s added to %[2]s — nqueens lesson %[2]s plays it", zh: "第 %[1]s 张幻灯片已添加到 %[2]s — nqueens lesson %[2]s 可以播放", es: "diapositiva %[1]s añadida a %[2]s — nqueens lesson %[2]s la reproduce"},

	RepTraceRun:     {en: "%s (the trace's run)", zh: "%s（轨迹的运行）", es: "%s (la ejecución de la traza)"},
	RepLine:         {en: "line %s", zh: "第 %s 行", es: "línea %s"},
	RepWrong:        {en: "%s of the trace is wrong: %s", zh: "轨迹的%s有误：%s", es: "la %s de la traza es errónea: %s"},
	RepExpectedHere: {en: "%s: the event expected here", zh: "%s：此处预期的事件", es: "%s: el evento esperado aquí"},
	RepTheLine:      {en: "the line: %s", zh: "该行：%s", es: "la línea: %s"},
	RepStops:        {en: "the run stops here · %s and %s go back", zh: "运行在此停止 · %s 和 %s 后退", es: "la ejecución se detiene aquí · %s y %s retroceden"},
	RepExpected:     {en: "expected: %s", zh: "预期：%s", es: "esperado: %s"},

	ListBy: {en: "%s by %s %s", zh: "%[1]s 被 %[2]s %[3]s攻击", es: "%s atacada desde %s %s"},
}
