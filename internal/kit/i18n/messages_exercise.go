package i18n

// The exercise view (ui/exercise): its title and keys, each kind's
// question and model answer, the score and the end. A square comes in as
// %s, "(3,1)"; a count or a number of questions as its digits. The names
// of the fields a student types (cols, ld, rd, free) stay as the code
// writes them.
const (
	ExTitle     ID = "exercise.title"
	ExTitleInfo ID = "exercise.title-info" // %[1]s the kind, %[2]s the student, %[3]s the seed, %[4]s N
	ExNoName    ID = "exercise.no-name"

	ExKeyAct      ID = "exercise.key.act"
	ExKeySym      ID = "exercise.key.symmetry"
	ExKeyNone     ID = "exercise.key.none"
	ExKeyNextPair ID = "exercise.key.next-pair"
	ExKeyType     ID = "exercise.key.type"
	ExKeyGrade    ID = "exercise.key.grade"
	ExKeyMark     ID = "exercise.key.mark"
	ExKeyYes      ID = "exercise.key.yes"
	ExKeyNo       ID = "exercise.key.no"
	ExKeyCount    ID = "exercise.key.count"
	ExKeyUndo     ID = "exercise.key.undo"
	ExKeyModel    ID = "exercise.key.model"
	ExKeyNext     ID = "exercise.key.next"
	ExKeyPrev     ID = "exercise.key.previous"
	ExKeyNew      ID = "exercise.key.new"
	ExKeyRoom     ID = "exercise.key.room"
	ExKeyBack     ID = "exercise.key.back"
	ExGradeRow    ID = "exercise.grade.row"
	ExGradeCounts ID = "exercise.grade.counts"
	ExGradeMove   ID = "exercise.grade.move"
	ExGradeMarks  ID = "exercise.grade.marks"

	ExScore          ID = "exercise.score"           // the score follows
	ExRightDecisions ID = "exercise.right.decisions" // after the score
	ExRightValues    ID = "exercise.right.values"
	ExRightAnswers   ID = "exercise.right.answers"
	ExRightPairs     ID = "exercise.right.pairs"
	ExWrongSteps     ID = "exercise.wrong-steps" // the count follows
	ExTime           ID = "exercise.time"        // the time follows
	ExRightMark      ID = "exercise.right-mark"  // before the step
	ExWrongDid       ID = "exercise.wrong-did"   // %[1]s the step made, %[2]s why it is wrong
	ExWrongMark      ID = "exercise.wrong-mark"  // before the step and why
	ExRight          ID = "exercise.right"       // an answer graded right
	ExWrong          ID = "exercise.wrong"       // an answer graded wrong; the right one follows
	ExFinished       ID = "exercise.finished"    // %[1]s right, %[2]s of, %[3]s the time
	ExDoneRoom       ID = "exercise.done-room"   // %[1]s the model answer's key, %[2]s quit's
	ExDoneAlone      ID = "exercise.done-alone"  // %[1]s the model answer's key, %[2]s the new one's, %[3]s quit's

	ExModel         ID = "exercise.model"          // a heading
	ExEventOf       ID = "exercise.event-of"       // %[1]s the event, %[2]s of
	ExCarryOn       ID = "exercise.carry-on"       // a heading
	ExBacktrackTask ID = "exercise.backtrack-task" // %s the decisions
	ExRowOf         ID = "exercise.row-of"         // %[1]s the row, %[2]s the question, %[3]s of
	ExRowOfTitle    ID = "exercise.row-of.title"
	ExBitmaskTask   ID = "exercise.bitmask-task"
	ExFCPrune       ID = "exercise.fc.prune" // %[1]s the mark key, %[2]s the grade key
	ExFCWipe        ID = "exercise.fc.wipe"  // %[1]s the yes key, %[2]s the no key
	ExFCNext        ID = "exercise.fc.next"  // %s the grade key
	ExQueenOf       ID = "exercise.queen-of" // %[1]s the square, %[2]s the question, %[3]s of
	ExQueenOfTitle  ID = "exercise.queen-of.title"
	ExFCTopDown     ID = "exercise.fc.top-down"
	ExFCMRV         ID = "exercise.fc.mrv"
	ExMCNeedsCount  ID = "exercise.mc.needs-count"
	ExMCTask        ID = "exercise.mc.task"
	ExMCCounts      ID = "exercise.mc.counts" // %[1]s the count keys, %[2]s %[3]s the arrows, %[4]s the grade key
	ExMCWhere       ID = "exercise.mc.where"  // %s the grade key
	ExMCDrew        ID = "exercise.mc.drew"   // %s the square the search drew
	ExBoardLeft     ID = "exercise.board.left"
	ExBoardRight    ID = "exercise.board.right"
	ExPairOf        ID = "exercise.pair-of" // %[1]s the pair, %[2]s of
	ExPairOfTitle   ID = "exercise.pair-of.title"
	ExSymIs         ID = "exercise.sym.is" // %s the symmetry
	ExSymQuestion   ID = "exercise.sym.question"
	ExSymNone       ID = "exercise.sym.none" // after the key 0
)

// exerciseMessages are the exercise view's.
var exerciseMessages = map[ID]entry{
	ExTitle:     {en: "nqueens exercise", zh: "nqueens 练习", es: "nqueens ejercicio"},
	ExTitleInfo: {en: " · %s · %s · seed %s · N=%s", zh: " · %s · %s · 种子 %s · N=%s", es: " · %s · %s · semilla %s · N=%s"},
	ExNoName:    {en: "(no name)", zh: "（未署名）", es: "(sin nombre)"},

	ExKeyAct:      {en: "put down / lift", zh: "放下 / 拿起", es: "colocar / retirar"},
	ExKeySym:      {en: "that symmetry", zh: "该对称变换", es: "esa simetría"},
	ExKeyNone:     {en: "none", zh: "无", es: "ninguna"},
	ExKeyNextPair: {en: "next pair", zh: "下一对", es: "siguiente par"},
	ExKeyType:     {en: "type", zh: "输入", es: "escribir"},
	ExKeyGrade:    {en: "grade it", zh: "评分", es: "corregir"},
	ExKeyMark:     {en: "mark / unmark", zh: "标记 / 取消标记", es: "marcar / desmarcar"},
	ExKeyYes:      {en: "a domain wipes out", zh: "有域被清空", es: "un dominio queda vacío"},
	ExKeyNo:       {en: "none does", zh: "没有域被清空", es: "ninguno"},
	ExKeyCount:    {en: "count the square", zh: "给格计数", es: "contar la casilla"},
	ExKeyUndo:     {en: "undo", zh: "撤销", es: "deshacer"},
	ExKeyModel:    {en: "model answer", zh: "参考答案", es: "respuesta modelo"},
	ExKeyNext:     {en: "next step", zh: "下一步", es: "paso siguiente"},
	ExKeyPrev:     {en: "step back", zh: "上一步", es: "paso atrás"},
	ExKeyNew:      {en: "new instance", zh: "新题", es: "nueva instancia"},
	ExKeyRoom:     {en: "back to the room", zh: "返回教室", es: "volver al aula"},
	ExKeyBack:     {en: "back to the exercise", zh: "返回练习", es: "volver al ejercicio"},
	ExGradeRow:    {en: "this row next", zh: "下一个填这行", es: "esta fila es la siguiente"},
	ExGradeCounts: {en: "grade the counts", zh: "给计数评分", es: "corregir las cuentas"},
	ExGradeMove:   {en: "move the queen here", zh: "把皇后移到这里", es: "mover la reina aquí"},
	ExGradeMarks:  {en: "grade the marks", zh: "给标记评分", es: "corregir las marcas"},

	ExScore:          {en: "score ", zh: "得分 ", es: "puntuación "},
	ExRightDecisions: {en: " decisions right", zh: " 个决定正确", es: " decisiones correctas"},
	ExRightValues:    {en: " values right", zh: " 个值正确", es: " valores correctos"},
	ExRightAnswers:   {en: " answers right", zh: " 个回答正确", es: " respuestas correctas"},
	ExRightPairs:     {en: " pairs right", zh: " 对正确", es: " pares correctos"},
	ExWrongSteps:     {en: "wrong steps ", zh: "错误步数 ", es: "pasos erróneos "},
	ExTime:           {en: " · time ", zh: " · 用时 ", es: " · tiempo "},
	ExRightMark:      {en: "right: ", zh: "正确：", es: "bien: "},
	ExWrongMark:      {en: "wrong: ", zh: "错误：", es: "mal: "},
	ExWrongDid:       {en: "%[1]s. %[2]s", zh: "%[1]s。%[2]s", es: "%[1]s. %[2]s", same: true},
	ExRight:          {en: "right", zh: "正确", es: "bien"},
	ExWrong:          {en: "wrong", zh: "错误", es: "mal"},
	ExFinished:       {en: "Finished: %[1]s of %[2]s right in %[3]s.", zh: "完成：%[2]s 个中答对 %[1]s 个，用时 %[3]s。", es: "Terminado: %[1]s de %[2]s bien en %[3]s."},
	ExDoneRoom: {
		en: "%s shows the model answer, %s goes back to the room; your result is in.",
		zh: "%s 显示参考答案，%s 返回教室；你的成绩已提交。",
		es: "%s muestra la respuesta modelo, %s vuelve al aula; tu resultado ya está entregado.",
	},
	ExDoneAlone: {
		en: "%s shows the model answer, %s draws a new instance, %s quits.",
		zh: "%s 显示参考答案，%s 换一道新题，%s 退出。",
		es: "%s muestra la respuesta modelo, %s saca una nueva instancia, %s sale.",
	},

	ExModel:   {en: "Model answer", zh: "参考答案", es: "Respuesta modelo"},
	ExEventOf: {en: "event %s of %s from the instance's start", zh: "从题目开始的第 %s 个事件，共 %s 个", es: "evento %s de %s desde el inicio de la instancia"},
	ExCarryOn: {en: "Carry the search on", zh: "把搜索继续下去", es: "Continúa la búsqueda"},
	ExBacktrackTask: {
		en: "Plain backtracking: rows from the top, columns from the left. Put down the queen it puts down next, or lift the one it lifts (space on a square), until the next solution or for %s decisions.",
		zh: "普通回溯：行从上到下，列从左到右。放下它接下来放下的皇后，或拿起它拿起的皇后（在格上按 space），直到下一个解，或做满 %s 个决定。",
		es: "Retroceso simple: filas desde arriba, columnas desde la izquierda. Coloca la reina que coloca a continuación, o retira la que retira (space sobre una casilla), hasta la siguiente solución o durante %s decisiones.",
	},
	ExRowOf:      {en: "row %s (%s of %s)", zh: "第 %s 行（%s / %s）", es: "fila %s (%s de %s)"},
	ExRowOfTitle: {en: "Row %s (%s of %s)", zh: "第 %s 行（%s / %s）", es: "Fila %s (%s de %s)"},
	ExBitmaskTask: {
		en: "Type the words solve(row, cols, ld, rd) enters this row with, and free = mask &^ (cols | ld | rd), in binary, column 0 the rightmost digit; then the column free & -free picks (- for none).",
		zh: "用二进制输入 solve(row, cols, ld, rd) 进入这一行时的各个字，以及 free = mask &^ (cols | ld | rd)，第 0 列是最右边的位；然后输入 free & -free 选出的列（没有则输入 -）。",
		es: "Escribe en binario las palabras con que solve(row, cols, ld, rd) entra en esta fila, y free = mask &^ (cols | ld | rd), con la columna 0 en el dígito de la derecha; luego la columna que elige free & -free (- si ninguna).",
	},
	ExFCPrune: {
		en: "Mark (%s) the squares its prune takes out of the domains of the rows still empty, then %s.",
		zh: "标记（%s）它的剪枝从尚空各行的域中移除的格，然后按 %s。",
		es: "Marca (%s) las casillas que su poda quita de los dominios de las filas aún vacías, y luego %s.",
	},
	ExFCWipe: {
		en: "Does the prune leave a row without a queen with an empty domain? %s or %s.",
		zh: "剪枝后，有没有哪个还没有皇后的行的域变空？%s 或 %s。",
		es: "¿Deja la poda alguna fila sin reina con el dominio vacío? %s o %s.",
	},
	ExFCNext:       {en: "Which row does MRV fill next? Put the cursor on it and press %s.", zh: "MRV 接下来填哪一行？把光标移到那一行，按 %s。", es: "¿Qué fila llena MRV a continuación? Pon el cursor en ella y pulsa %s."},
	ExQueenOf:      {en: "the queen at %s (%s of %s)", zh: "%s 的皇后（%s / %s）", es: "la reina de %s (%s de %s)"},
	ExQueenOfTitle: {en: "The queen at %s (%s of %s)", zh: "%s 的皇后（%s / %s）", es: "La reina de %s (%s de %s)"},
	ExFCTopDown: {
		en: "Forward checking, filling the rows top down, has just put this queen down; the board shows the rows' domains from before its prune.",
		zh: "前向检查（从上到下逐行填）刚放下这个皇后；棋盘显示的是它剪枝之前各行的域。",
		es: "La comprobación hacia adelante, llenando las filas de arriba abajo, acaba de colocar esta reina; el tablero muestra los dominios de las filas de antes de su poda.",
	},
	ExFCMRV: {
		en: "Forward checking with MRV has just put this queen down; the board shows the rows' domains from before its prune.",
		zh: "使用 MRV 的前向检查刚放下这个皇后；棋盘显示的是它剪枝之前各行的域。",
		es: "La comprobación hacia adelante con MRV acaba de colocar esta reina; el tablero muestra los dominios de las filas de antes de su poda.",
	},
	ExMCNeedsCount: {en: "every square of the row needs a count", zh: "这一行的每个格都要有计数", es: "cada casilla de la fila necesita una cuenta"},
	ExMCTask: {
		en: "Min-conflicts has picked this attacked queen. A square's count is the number of queens of the other rows that attack it; the queen moves to a square of its row with the fewest.",
		zh: "最小冲突选中了这个被攻击的皇后。一个格的计数是其他行中攻击它的皇后数；皇后会移到本行计数最少的格。",
		es: "Mínimos conflictos ha elegido esta reina atacada. La cuenta de una casilla es el número de reinas de las otras filas que la atacan; la reina se mueve a la casilla de su fila con la menor.",
	},
	ExMCCounts: {
		en: "Type the count of each square of its row (%s, %s and %s to go back), then %s.",
		zh: "输入本行每个格的计数（%s，用 %s 和 %s 回退），然后按 %s。",
		es: "Escribe la cuenta de cada casilla de su fila (%s, %s y %s para volver), y luego %s.",
	},
	ExMCWhere:     {en: "Where does the queen go? Put the cursor on a square of its row and press %s.", zh: "皇后移到哪里？把光标移到本行的某个格，按 %s。", es: "¿Adónde va la reina? Pon el cursor en una casilla de su fila y pulsa %s."},
	ExMCDrew:      {en: "; the search drew %s among the squares of fewest", zh: "；搜索在计数最少的格中抽到了 %s", es: "; la búsqueda sacó %s entre las casillas con menos"},
	ExBoardLeft:   {en: "left", zh: "左边", es: "izquierda"},
	ExBoardRight:  {en: "right", zh: "右边", es: "derecha"},
	ExPairOf:      {en: "pair %s of %s", zh: "第 %s 对，共 %s 对", es: "par %s de %s"},
	ExPairOfTitle: {en: "Pair %s of %s", zh: "第 %s 对，共 %s 对", es: "Par %s de %s"},
	ExSymIs:       {en: "the right board is the left one: %s", zh: "右边的棋盘是左边的：%s", es: "el tablero de la derecha es el de la izquierda: %s"},
	ExSymQuestion: {en: "Which symmetry of the board maps the left solution onto the right one?", zh: "棋盘的哪个对称变换把左边的解映成右边的？", es: "¿Qué simetría del tablero lleva la solución de la izquierda a la de la derecha?"},
	ExSymNone:     {en: " none: they are different solutions", zh: " 无：它们是不同的解", es: " ninguna: son soluciones distintas"},
}
