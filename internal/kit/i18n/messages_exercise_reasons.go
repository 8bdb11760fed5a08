package i18n

// The graded exercises' words (internal/teach/exercise): why a step is
// wrong and what the search does instead, the student's step and the
// search's answer as the exercise writes them, and the errors of an answer
// that cannot be graded. Squares ("(3,1)") come in as %s, written as the
// narration writes them, so that accessible mode says them in words as it
// says the narration's; a row, a column or a count comes in as its digits
// (Lang.Number); a line of attack is a NarrAlong… message; a clause after
// " — " is a sentence of its own in accessible mode. The names of the bit
// words (cols, ld, rd, free) stay as the code writes them. Words the
// exercise shares with accessible mode's own sentences are its messages
// (AccAsk…, AccFCWiped, AccRowNamed, AccNone, AccMCFewest), so that the
// two say an answer alike.
const (
	GradeFinished  ID = "grade.finished"
	GradeAskedNow  ID = "grade.asked-now" // %[1]s what is asked now, %[2]s what was answered (an Ask's words)
	GradeAskCounts ID = "grade.ask.counts"
	GradeAskMove   ID = "grade.ask.move"

	// The backtrack kind.
	GradePutDown   ID = "grade.put-down"   // %s the square: a step, as the student makes it and the search does
	GradeLift      ID = "grade.lift"       // %s the square
	GradeWould     ID = "grade.would"      // %[1]s why the step is wrong, %[2]s GradePutDown or GradeLift
	GradeNotLast   ID = "grade.not-last"   // %s the square
	GradeRowOpen   ID = "grade.row-open"   // %s the row being filled
	GradeRowTaken  ID = "grade.row-taken"  // %[1]s the row, %[2]s its queen's square
	GradeRowOrder  ID = "grade.row-order"  // %[1]s the row filled next, %[2]s the row chosen
	GradeAttacked  ID = "grade.attacked"   // %[1]s the square, %[2]s the queen's, %[3]s NarrAlong…
	GradeTried     ID = "grade.tried"      // %s the square
	GradeLeftFirst ID = "grade.left-first" // %s the square the search takes

	// The bitmask kind.
	GradeBitFewRows ID = "grade.bit.few-rows"    // %s N
	GradeBitColumn  ID = "grade.bit.type-column" // %s the last column
	GradeBitWord    ID = "grade.bit.type-word"   // %[1]s the field, %[2]s N
	GradeBitNone    ID = "grade.bit.pick-none"   // %s the row
	GradeBitLowest  ID = "grade.bit.lowest"      // %[1]s free's word, %[2]s the column picked
	GradeBitFree    ID = "grade.bit.free"        // %[1]s the column, %[2]s its square
	GradeBitNotFree ID = "grade.bit.not-free"    // %[1]s the column, %[2]s its square
	GradeBitNoQueen ID = "grade.bit.no-queen"    // %[1]s the square, %[2]s NarrAlong…
	GradeBitQueen   ID = "grade.bit.queen"       // %[1]s the queen's square, %[2]s the square, %[3]s NarrAlong…
	GradeBitWrong   ID = "grade.bit.wrong"       // %[1]s the bit (its column), %[2]s the field, %[3]s the bit's value, %[4]s why, %[5]s the field's word

	// The forward-checking kind.
	GradeFCFewPlaces  ID = "grade.fc.few-places"    // %s N
	GradeMarksRows    ID = "grade.fc.marks-rows"    // %[1]s the rows marked, %[2]s N
	GradePruned       ID = "grade.fc.pruned"        // %[1]s the queen's square, %[2]s the square, %[3]s NarrAlong…, %[4]s the row
	GradeRowHolds     ID = "grade.fc.row-holds"     // %s the row
	GradeNotAttacked  ID = "grade.fc.not-attacked"  // %[1]s the queen's square, %[2]s the square, %[3]s the row
	GradePrunedBefore ID = "grade.fc.pruned-before" // %[1]s the square, %[2]s the row
	GradePrunedBy     ID = "grade.fc.pruned-by"     // %[1]s the square, %[2]s the row, %[3]s the queen's square, %[4]s NarrAlong…
	GradeWiped        ID = "grade.fc.wiped"         // %[1]s the queen's square, %[2]s the row
	GradeNoWipe       ID = "grade.fc.no-wipe"       // %[1]s NarrSquares, %[2]s the row
	GradeSayRow       ID = "grade.fc.say-row"       // %s the last row
	GradeMRVHeld      ID = "grade.fc.mrv-held"      // %[1]s the row said, %[2]s the row MRV fills, %[3]s NarrSquares
	GradeMRV          ID = "grade.fc.mrv"           // %[1]s the row MRV fills, %[2]s NarrSquares, %[3]s the row said, %[4]s its squares' count, %[5]s GradeMRVTie or nothing
	GradeMRVTie       ID = "grade.fc.mrv-tie"

	// The min-conflicts kind.
	GradeMCFewMoves ID = "grade.mc.few-moves"   // %s N
	GradeCountsFor  ID = "grade.mc.counts-for"  // %[1]s the counts given, %[2]s N
	GradeOwnLeftOut ID = "grade.mc.own"         // after the square of the picked queen
	GradeNoAttacker ID = "grade.mc.no-attacker" // %[1]s the square, %[2]s GradeOwnLeftOut or nothing, %[3]s the count given
	GradeCount      ID = "grade.mc.count"       // %[1]s the square, %[2]s NarrQueens, %[3]s GradeOwnLeftOut or nothing, %[4]s the count given, %[5]s the attackers (PredWhyOther, joined by PredListSep)
	GradeSayColumn  ID = "grade.mc.say-column"  // %s the last column
	GradeMove       ID = "grade.mc.move"        // %[1]s the square, %[2]s AccConflictCount, %[3]s the squares of fewest (AccMCFewest)

	// The symmetry kind.
	GradeSymNoSolution ID = "grade.sym.no-solution" // %s N
	GradeSymMaps       ID = "grade.sym.maps"        // %s a symmetry (fact.transform)
	GradeSymPuts       ID = "grade.sym.puts"        // %[1]s the symmetry chosen, %[2]s the row, %[3]s where it puts the queen, %[4]s where the right board has it, %[5]s GradeSymIs or GradeSymClasses
	GradeSymIs         ID = "grade.sym.is"          // %s the symmetry
	GradeSymClasses    ID = "grade.sym.classes"
)

// exerciseReasonMessages are the graded exercises'.
var exerciseReasonMessages = map[ID]entry{
	GradeFinished:  {en: "the exercise is finished", zh: "练习已经结束", es: "el ejercicio ha terminado"},
	GradeAskedNow:  {en: "the question now is the %[1]s, not the %[2]s", zh: "现在问的是“%[1]s”，不是“%[2]s”", es: "ahora toca responder: %[1]s, no %[2]s"},
	GradeAskCounts: {en: "counts", zh: "计数", es: "cuentas"},
	GradeAskMove:   {en: "move", zh: "移动", es: "movimiento"},

	GradePutDown: {en: "put down a queen at %s", zh: "在 %s 放下一个皇后", es: "colocar una reina en %s"},
	GradeLift:    {en: "lift the queen at %s", zh: "拿起 %s 的皇后", es: "retirar la reina de %s"},
	GradeWould:   {en: "%[1]s — the search would %[2]s", zh: "%[1]s — 搜索会%[2]s", es: "%[1]s — en su lugar, la búsqueda va a %[2]s"},
	GradeNotLast: {en: "%s is not the last queen put down", zh: "%s 的皇后不是最后放下的那个", es: "la reina de %s no es la última colocada"},
	GradeRowOpen: {
		en: "row %s still has a square no queen attacks; the search lifts a queen only when its row has none left",
		zh: "第 %s 行仍有不受任何皇后攻击的格；只有当这一行连一个这样的格都不剩时，搜索才拿起皇后",
		es: "a la fila %s aún le queda una casilla que ninguna reina ataca; la búsqueda solo retira una reina cuando a su fila no le queda ninguna",
	},
	GradeRowTaken: {en: "row %[1]s has its queen already, at %[2]s", zh: "第 %[1]s 行已经有皇后了，在 %[2]s", es: "la fila %[1]s ya tiene su reina, en %[2]s"},
	GradeRowOrder: {
		en: "the search fills the rows from the top: row %[1]s comes next, not row %[2]s",
		zh: "搜索从上往下填行：接下来是第 %[1]s 行，不是第 %[2]s 行",
		es: "la búsqueda llena las filas desde arriba: ahora toca la fila %[1]s, no la fila %[2]s",
	},
	GradeAttacked: {en: "%[1]s is attacked by %[2]s %[3]s", zh: "%[1]s 被 %[2]s 的皇后%[3]s攻击", es: "%[1]s está atacada por la reina de %[2]s %[3]s"},
	GradeTried: {
		en: "%s was tried already: the search has been through all that lies below it",
		zh: "%s 已经试过了：搜索已经走完了它下面的所有分支",
		es: "%s ya se probó: la búsqueda ya recorrió todo lo que hay debajo",
	},
	GradeLeftFirst: {
		en: "the search tries the columns from the left, and %s comes first",
		zh: "搜索从左往右试列，先轮到的是 %s",
		es: "la búsqueda prueba las columnas desde la izquierda, y %s va primero",
	},

	GradeBitFewRows: {
		en: "the %[1]s×%[1]s board's search enters too few rows to ask about",
		zh: "%[1]s×%[1]s 棋盘的搜索进入的行太少，出不了题",
		es: "la búsqueda del tablero de %[1]s×%[1]s entra en muy pocas filas para preguntar por ellas",
	},
	GradeBitColumn: {en: "type a column, 0 to %s, or - for none", zh: "请输入一列（0 到 %s），没有则输入 -", es: "escribe una columna, de 0 a %s, o - si no hay ninguna"},
	GradeBitWord: {
		en: "type %[1]s as a binary word of up to %[2]s digits, column 0 the rightmost",
		zh: "请把 %[1]s 输入成最多 %[2]s 位的二进制字，第 0 列在最右边",
		es: "escribe %[1]s como una palabra binaria de hasta %[2]s dígitos, con la columna 0 a la derecha",
	},
	GradeBitNone: {
		en: "free is 0: no square of row %s is free, so the search picks none and backtracks",
		zh: "第 %s 行没有空闲的格（free 为 0），所以搜索什么也不选，直接回溯",
		es: "ninguna casilla de la fila %s está libre (free es 0), así que la búsqueda no elige ninguna y retrocede",
	},
	GradeBitLowest: {
		en: "free & -free keeps the lowest set bit of free, %[1]s: column %[2]s",
		zh: "选出的是 free（%[1]s）最低的那个 1 位，即 free & -free：第 %[2]s 列",
		es: "se elige el bit a 1 más bajo de free (%[1]s), es decir, free & -free: la columna %[2]s",
	},
	GradeBitFree:    {en: "column %[1]s is in none of cols, ld and rd: %[2]s is free", zh: "第 %[1]s 列在 cols、ld、rd 中都不是 1：%[2]s 空闲", es: "la columna %[1]s no está en cols, ld ni rd: %[2]s está libre"},
	GradeBitNotFree: {en: "column %[1]s is set in cols | ld | rd: %[2]s is not free", zh: "第 %[1]s 列在 cols | ld | rd 中是 1：%[2]s 不空闲", es: "la columna %[1]s está a 1 en cols | ld | rd: %[2]s no está libre"},
	GradeBitNoQueen: {en: "no queen above reaches %[1]s %[2]s", zh: "上方没有皇后%[2]s到达 %[1]s", es: "ninguna reina de arriba llega a %[1]s %[2]s"},
	GradeBitQueen:   {en: "the queen at %[1]s reaches %[2]s %[3]s", zh: "%[1]s 的皇后%[3]s到达 %[2]s", es: "la reina de %[1]s llega a %[2]s %[3]s"},
	GradeBitWrong: {
		en: "bit %[1]s (column %[1]s) of %[2]s is %[3]s: %[4]s; %[2]s = %[5]s",
		zh: "第 %[1]s 位（第 %[1]s 列）在 %[2]s 中是 %[3]s：%[4]s；%[2]s = %[5]s",
		es: "el bit %[1]s (columna %[1]s) de %[2]s es %[3]s: %[4]s; %[2]s = %[5]s",
	},

	GradeFCFewPlaces: {
		en: "the %[1]s×%[1]s board's search makes too few places to ask about",
		zh: "%[1]s×%[1]s 棋盘的搜索放下的皇后太少，出不了题",
		es: "la búsqueda del tablero de %[1]s×%[1]s coloca muy pocas reinas para preguntar por ellas",
	},
	GradeMarksRows: {en: "marks for %[1]s rows, the board has %[2]s", zh: "标记了 %[1]s 行，棋盘有 %[2]s 行", es: "marcas para %[1]s filas, y el tablero tiene %[2]s"},
	GradePruned: {
		en: "the queen at %[1]s attacks %[2]s %[3]s, and %[2]s is still in row %[4]s's domain: the prune takes it out",
		zh: "%[1]s 的皇后%[3]s攻击 %[2]s，而 %[2]s 还在第 %[4]s 行的域中：剪枝会把它去掉",
		es: "la reina de %[1]s ataca %[2]s %[3]s, y %[2]s sigue en el dominio de la fila %[4]s: la poda la quita",
	},
	GradeRowHolds: {
		en: "row %s holds a queen: forward checking prunes only the domains of the rows still empty",
		zh: "第 %s 行已经有皇后：前向检查只剪还空着的行的域",
		es: "la fila %s ya tiene reina: la comprobación hacia adelante solo poda los dominios de las filas aún vacías",
	},
	GradeNotAttacked: {
		en: "the queen at %[1]s does not attack %[2]s: it stays in row %[3]s's domain",
		zh: "%[1]s 的皇后不攻击 %[2]s：它留在第 %[3]s 行的域中",
		es: "la reina de %[1]s no ataca %[2]s: sigue en el dominio de la fila %[3]s",
	},
	GradePrunedBefore: {
		en: "%[1]s left row %[2]s's domain before: no square is pruned twice",
		zh: "%[1]s 之前就已不在第 %[2]s 行的域中：同一个格不会被剪两次",
		es: "%[1]s ya había salido del dominio de la fila %[2]s: ninguna casilla se poda dos veces",
	},
	GradePrunedBy: {
		en: "%[1]s left row %[2]s's domain before, pruned by the queen at %[3]s %[4]s: no square is pruned twice",
		zh: "%[1]s 之前就已不在第 %[2]s 行的域中，是被 %[3]s 的皇后%[4]s剪掉的：同一个格不会被剪两次",
		es: "%[1]s ya había salido del dominio de la fila %[2]s, podada por la reina de %[3]s %[4]s: ninguna casilla se poda dos veces",
	},
	GradeWiped: {
		en: "the queen at %[1]s took the last square of row %[2]s: its domain is empty, a wipe-out, and the queen is lifted at once",
		zh: "%[1]s 的皇后拿走了第 %[2]s 行的最后一个格：它的域空了，即域清空，这个皇后随即被拿起",
		es: "la reina de %[1]s quitó la última casilla de la fila %[2]s: su dominio queda vacío, y la reina se retira enseguida",
	},
	GradeNoWipe: {
		en: "every row still empty keeps a square: the fewest left are %[1]s, in row %[2]s",
		zh: "每个还空着的行都还有格：剩得最少的是第 %[2]s 行，还有 %[1]s",
		es: "a cada fila aún vacía le queda alguna casilla: la que menos tiene es la fila %[2]s, con %[1]s",
	},
	GradeSayRow: {en: "say a row, 0 to %s", zh: "请说出一行，0 到 %s", es: "di una fila, de 0 a %s"},
	GradeMRVHeld: {
		en: "row %[1]s holds a queen already; MRV fills the empty row with the fewest squares left, row %[2]s with %[3]s",
		zh: "第 %[1]s 行已经有皇后了；MRV 填剩余格最少的空行，即第 %[2]s 行，还剩 %[3]s",
		es: "la fila %[1]s ya tiene reina; MRV llena la fila vacía con menos casillas restantes, la fila %[2]s, con %[3]s",
	},
	GradeMRV: {
		en: "MRV fills the empty row with the fewest squares left: row %[1]s has %[2]s, row %[3]s %[4]s%[5]s",
		zh: "MRV 填剩余格最少的空行：第 %[1]s 行剩 %[2]s，第 %[3]s 行剩 %[4]s 个%[5]s",
		es: "MRV llena la fila vacía con menos casillas restantes: la fila %[1]s tiene %[2]s; la fila %[3]s, %[4]s%[5]s",
	},
	GradeMRVTie: {en: ", and the topmost of a tie goes first", zh: "，并列时先填最上面的一行", es: ", y en caso de empate va primero la de más arriba"},

	GradeMCFewMoves: {
		en: "min-conflicts on the %[1]s×%[1]s board makes too few moves to ask about",
		zh: "最小冲突在 %[1]s×%[1]s 棋盘上的移动太少，出不了题",
		es: "mínimos conflictos hace muy pocos movimientos en el tablero de %[1]s×%[1]s para preguntar por ellos",
	},
	GradeCountsFor:  {en: "counts for %[1]s squares, the row has %[2]s", zh: "给了 %[1]s 个格的计数，这一行有 %[2]s 个格", es: "cuentas para %[1]s casillas, y la fila tiene %[2]s"},
	GradeOwnLeftOut: {en: " (the picked queen itself left out)", zh: "（不算选中的皇后本身）", es: " (sin contar la propia reina elegida)"},
	GradeNoAttacker: {en: "no queen attacks %[1]s%[2]s, not %[3]s", zh: "没有皇后攻击 %[1]s%[2]s，计数是 0，不是 %[3]s", es: "ninguna reina ataca %[1]s%[2]s: la cuenta es 0, no %[3]s"},
	GradeCount: {
		en: "%[1]s is attacked by %[2]s%[3]s, not %[4]s: %[5]s",
		zh: "%[1]s 受到 %[2]s的攻击%[3]s，不是 %[4]s：%[5]s",
		es: "%[1]s está atacada por %[2]s%[3]s, no por %[4]s: %[5]s",
	},
	GradeSayColumn: {en: "say a column, 0 to %s", zh: "请说出一列，0 到 %s", es: "di una columna, de 0 a %s"},
	GradeMove: {
		en: "%[1]s has %[2]s; min-conflicts moves the queen to a square with the fewest, %[3]s",
		zh: "%[1]s 有 %[2]s；最小冲突把皇后移到冲突最少的格，%[3]s",
		es: "%[1]s tiene %[2]s; mínimos conflictos mueve la reina a una casilla con el mínimo, %[3]s",
	},

	GradeSymNoSolution: {
		en: "the %[1]s×%[1]s board has no solution to ask about",
		zh: "%[1]s×%[1]s 的棋盘无解，出不了题",
		es: "el tablero de %[1]s×%[1]s no tiene solución por la que preguntar",
	},
	GradeSymMaps: {
		en: "%s maps the left board onto the right one",
		zh: "用%s就能把左边的棋盘映成右边的",
		es: "hay una simetría que lleva el tablero de la izquierda al de la derecha: %s",
	},
	GradeSymPuts: {
		en: "%[1]s puts the queen of row %[2]s at %[3]s, but the right board has it at %[4]s; %[5]s",
		zh: "%[1]s：第 %[2]s 行的皇后会到 %[3]s，但右边的棋盘上它在 %[4]s；%[5]s",
		es: "%[1]s: así la reina de la fila %[2]s va a %[3]s, pero en el tablero de la derecha está en %[4]s; %[5]s",
	},
	GradeSymIs: {en: "the right board is the left one %s", zh: "右边的棋盘是左边的：%s", es: "el tablero de la derecha es el de la izquierda: %s"},
	GradeSymClasses: {
		en: "no symmetry maps one onto the other: they are solutions of different classes",
		zh: "没有哪个对称变换能把一个映成另一个：它们属于不同的对称类",
		es: "ninguna simetría lleva una a la otra: son soluciones de clases distintas",
	},
}
