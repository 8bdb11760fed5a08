package i18n

import "golang.org/x/text/feature/plural"

// The narration of plain backtracking (array and bitmask) and of a
// solution of any exhaustive search: the line under the board, the trace's
// text and the sentence a screen reader says. Rows, squares ("(3,1)") and
// counts come in as %s, written as the English writes them.
const (
	NarrReady        ID = "narrate.ready"       // %[1]s the strategy; %[2]s N
	NarrReadyGiven   ID = "narrate.ready-given" // %[1]s NarrQueensGiven; %[2]s the strategy; %[3]s the row
	NarrQueensGiven  ID = "narrate.queens-given"
	NarrTry          ID = "narrate.try"     // %[1]s the row; %[2]s the square
	NarrTryBit       ID = "narrate.try-bit" // bitmask's try
	NarrAttack       ID = "narrate.attack"  // %[1]s row, %[2]s square, %[3]s the queen's, %[4]s NarrAlong…, %[5]s NarrSkip or NarrNotFree
	NarrSkip         ID = "narrate.skip"
	NarrNotFree      ID = "narrate.not-free"
	NarrAlongColumn  ID = "narrate.along.column"
	NarrAlongDiag    ID = "narrate.along.diagonal"
	NarrAlongAnti    ID = "narrate.along.anti-diagonal"
	NarrAlongRow     ID = "narrate.along.row"
	NarrAlong        ID = "narrate.along" // %s: a line without a word of its own
	NarrPlace        ID = "narrate.place" // %[1]s row, %[2]s square, %[3]s NarrOnToRow or NarrAllFilled
	NarrOnToRow      ID = "narrate.on-to-row"
	NarrAllFilled    ID = "narrate.all-filled"
	NarrLiftOver     ID = "narrate.lift-over" // %[1]s row, %[2]s square
	NarrLiftMore     ID = "narrate.lift-more" // %[1]s row, %[2]s square
	NarrBackOver     ID = "narrate.back-over" // %[1]s the dead row, %[2]s square, %[3]s the row
	NarrBackUp       ID = "narrate.back-up"   // the same, %[4]s the row above
	NarrBack         ID = "narrate.back"      // %[1]s the dead row, %[2]s square, %[3]s the row
	NarrSolutionName ID = "narrate.solution-name"
	NarrSolutionOf   ID = "narrate.solution-of"  // %[1]s the solution's number, %[2]s the total
	NarrSolution     ID = "narrate.solution"     // %[1]s NarrSolutionName; %[2]s the columns
	NarrSolutionIs   ID = "narrate.solution-is"  // %[1]s NarrSolutionName; %[2]s NarrClassItself or NarrClassMoved
	NarrClassItself  ID = "narrate.class-itself" // %[1]s the fundamental's number; %[2]s its class's size
	NarrClassMoved   ID = "narrate.class-moved"  // %[1]s the number; %[2]s the symmetry (fact.transform); %[3]s the size
	NarrDoneNone     ID = "narrate.done-none"    // %[1]s N; %[2]s NarrSteps
	NarrDoneOne      ID = "narrate.done-one"     // %[1]s NarrSolutions; %[2]s NarrSteps; %[3]s NarrBacktracks
	NarrDoneAll      ID = "narrate.done-all"     // as NarrDoneOne
	NarrSteps        ID = "narrate.steps"        // plural on the count, %[2]s its digits
	NarrSolutions    ID = "narrate.solutions"
	NarrBacktracks   ID = "narrate.backtracks"
)

// narrateMessages are the narration's.
var narrateMessages = map[ID]entry{
	NarrReady: {
		en: "ready: the %[1]s search starts on row 0 of the %[2]s×%[2]s board",
		zh: "就绪：%[1]s 搜索从 %[2]s×%[2]s 棋盘的第 0 行开始",
		es: "listo: la búsqueda %[1]s empieza en la fila 0 del tablero de %[2]s×%[2]s",
	},
	NarrReadyGiven: {
		en: "ready: %[1]s given, the %[2]s search goes on from row %[3]s",
		zh: "就绪：已给出 %[1]s，%[2]s 搜索从第 %[3]s 行继续",
		es: "listo: %[1]s, la búsqueda %[2]s sigue desde la fila %[3]s",
	},
	NarrQueensGiven: {
		en: amountOf("%[2]s queen", "%[2]s queens"),
		zh: plural.Selectf(1, "%d", plural.Other, "%[2]s 个皇后"),
		es: amountOf("%[2]s reina dada", "%[2]s reinas dadas"),
	},
	NarrTry:    {en: "row %[1]s: try %[2]s", zh: "第 %[1]s 行：尝试 %[2]s", es: "fila %[1]s: probar %[2]s"},
	NarrTryBit: {en: "row %[1]s: take the lowest free bit — try %[2]s", zh: "第 %[1]s 行：取最低的空闲位 — 尝试 %[2]s", es: "fila %[1]s: tomar el bit libre más bajo — probar %[2]s"},
	NarrAttack: {
		en: "row %[1]s: %[2]s is attacked by the queen at %[3]s %[4]s — %[5]s",
		zh: "第 %[1]s 行：%[2]s 被 %[3]s 的皇后%[4]s攻击 — %[5]s",
		es: "fila %[1]s: %[2]s está atacada por la reina de %[3]s %[4]s — %[5]s",
	},
	NarrSkip:        {en: "skip", zh: "跳过", es: "saltar"},
	NarrNotFree:     {en: "not free", zh: "不空闲", es: "no está libre"},
	NarrAlongColumn: {en: "along its column", zh: "沿列", es: "por su columna"},
	NarrAlongDiag:   {en: "along a diagonal", zh: "沿对角线", es: "por una diagonal"},
	NarrAlongAnti:   {en: "along an anti-diagonal", zh: "沿反对角线", es: "por una antidiagonal"},
	NarrAlongRow:    {en: "along its row", zh: "沿行", es: "por su fila"},
	NarrAlong:       {en: "along %s", zh: "沿%s", es: "por %s"},
	NarrPlace: {
		en: "row %[1]s: %[2]s is safe — place a queen, %[3]s",
		zh: "第 %[1]s 行：%[2]s 安全 — 放置皇后，%[3]s",
		es: "fila %[1]s: %[2]s es segura — colocar una reina, %[3]s",
	},
	NarrOnToRow:   {en: "on to row %s", zh: "转到第 %s 行", es: "pasar a la fila %s"},
	NarrAllFilled: {en: "all rows filled", zh: "所有行已放满", es: "todas las filas llenas"},
	NarrLiftOver: {
		en: "row %[1]s: lift the queen at %[2]s — no column is left to try: the search is over",
		zh: "第 %[1]s 行：拿起 %[2]s 的皇后 — 没有可尝试的列了：搜索结束",
		es: "fila %[1]s: retirar la reina de %[2]s — no queda columna por probar: la búsqueda termina",
	},
	NarrLiftMore: {
		en: "row %[1]s: lift the queen at %[2]s and look for more solutions",
		zh: "第 %[1]s 行：拿起 %[2]s 的皇后，继续寻找更多的解",
		es: "fila %[1]s: retirar la reina de %[2]s y buscar más soluciones",
	},
	NarrBackOver: {
		en: "backtrack: row %[1]s has no safe square left — lift the queen at %[2]s; row %[3]s has no column left either: the search is over",
		zh: "回溯：第 %[1]s 行没有安全的格了 — 拿起 %[2]s 的皇后；第 %[3]s 行也没有剩下的列：搜索结束",
		es: "retroceso: a la fila %[1]s no le queda casilla segura — retirar la reina de %[2]s; a la fila %[3]s tampoco le queda columna: la búsqueda termina",
	},
	NarrBackUp: {
		en: "backtrack: row %[1]s has no safe square left — lift the queen at %[2]s; row %[3]s has no column left either: back to row %[4]s",
		zh: "回溯：第 %[1]s 行没有安全的格了 — 拿起 %[2]s 的皇后；第 %[3]s 行也没有剩下的列：回到第 %[4]s 行",
		es: "retroceso: a la fila %[1]s no le queda casilla segura — retirar la reina de %[2]s; a la fila %[3]s tampoco le queda columna: volver a la fila %[4]s",
	},
	NarrBack: {
		en: "backtrack: row %[1]s has no safe square left — lift the queen at %[2]s and go on in row %[3]s",
		zh: "回溯：第 %[1]s 行没有安全的格了 — 拿起 %[2]s 的皇后，在第 %[3]s 行继续",
		es: "retroceso: a la fila %[1]s no le queda casilla segura — retirar la reina de %[2]s y seguir en la fila %[3]s",
	},
	NarrSolutionName: {en: "solution %s", zh: "第 %s 个解", es: "solución %s"},
	NarrSolutionOf:   {en: "solution %[1]s of %[2]s", zh: "第 %[1]s 个解（共 %[2]s 个）", es: "solución %[1]s de %[2]s"},
	NarrSolution:     {en: "%[1]s found: columns %[2]s", zh: "找到%[1]s：各行的列为 %[2]s", es: "%[1]s encontrada: columnas %[2]s"},
	NarrSolutionIs:   {en: "%[1]s is %[2]s", zh: "%[1]s是%[2]s", es: "la %[1]s es %[2]s"},
	NarrClassItself:  {en: "fundamental #%[1]s itself (a class of %[2]s)", zh: "基本解 #%[1]s 本身（对称类共 %[2]s 个）", es: "la fundamental n.º %[1]s misma (una clase de %[2]s)"},
	NarrClassMoved: {
		en: "fundamental #%[1]s %[2]s (a class of %[3]s)",
		zh: "基本解 #%[1]s %[2]s所得（对称类共 %[3]s 个）",
		es: "la fundamental n.º %[1]s %[2]s (una clase de %[3]s)",
	},
	NarrDoneNone: {
		en: "done: the %[1]s×%[1]s board has no solution — every branch ended in an attack (%[2]s)",
		zh: "结束：%[1]s×%[1]s 的棋盘无解 — 每个分支都以攻击告终（%[2]s）",
		es: "fin: el tablero de %[1]s×%[1]s no tiene solución — cada rama terminó en un ataque (%[2]s)",
	},
	NarrDoneOne: {
		en: "done: the %[1]s found in %[2]s, %[3]s",
		zh: "结束：%[1]s已找到（只有这一个），用了 %[2]s、%[3]s",
		es: "fin: %[1]s encontrada en %[2]s, %[3]s",
	},
	NarrDoneAll: {
		en: "done: all %[1]s found in %[2]s, %[3]s",
		zh: "结束：%[1]s全部找到，用了 %[2]s、%[3]s",
		es: "fin: las %[1]s encontradas en %[2]s, %[3]s",
	},
	NarrSteps: {
		en: amountOf("%[2]s step", "%[2]s steps"),
		zh: plural.Selectf(1, "%d", plural.Other, "%[2]s 步"),
		es: amountOf("%[2]s paso", "%[2]s pasos"),
	},
	NarrSolutions: {
		en: amountOf("%[2]s solution", "%[2]s solutions"),
		zh: plural.Selectf(1, "%d", plural.Other, "%[2]s 个解"),
		es: amountOf("%[2]s solución", "%[2]s soluciones"),
	},
	NarrBacktracks: {
		en: amountOf("%[2]s backtrack", "%[2]s backtracks"),
		zh: plural.Selectf(1, "%d", plural.Other, "%[2]s 次回溯"),
		es: amountOf("%[2]s retroceso", "%[2]s retrocesos"),
	},
}
