package i18n

import "golang.org/x/text/feature/plural"

// The narration of forward checking, min-conflicts and construct: as the
// plain backtracking's (messages_narrate.go), rows, squares and counts
// come in as %s written as the English writes them, and an amount is a
// plural message on its count with its digits as %[2]s.
const (
	NarrFCTopDown     ID = "narrate.fc.top-down"
	NarrFCByMRV       ID = "narrate.fc.by-mrv"
	NarrFCReady       ID = "narrate.fc.ready"       // %[1]s NarrFCTopDown or NarrFCByMRV; %[2]s N
	NarrFCReadyGiven  ID = "narrate.fc.ready-given" // %[1]s NarrQueensGiven; %[2]s how it fills
	NarrFCPlace       ID = "narrate.fc.place"       // %[1]s row, %[2]s square, %[3]s NarrSquares
	NarrFCPlaceMRV    ID = "narrate.fc.place-mrv"   // %[1]s row, %[2]s NarrSquares, %[3]s square
	NarrFCPrune       ID = "narrate.fc.prune"       // %[1]s the queen's square, %[2]s NarrSquares, %[3]s NarrRows
	NarrFCWipeOut     ID = "narrate.fc.wipe-out"    // %[1]s the queen's square, %[2]s the row
	NarrFCBack        ID = "narrate.fc.back"        // %[1]s the row below, %[2]s square; a NarrFCThen… follows
	NarrFCBackLast    ID = "narrate.fc.back-last"   // %[1]s row, %[2]s square: after a solution
	NarrFCBackWiped   ID = "narrate.fc.back-wiped"  // %[1]s square: after a wipe-out
	NarrFCThenMore    ID = "narrate.fc.then-more"
	NarrFCThenNext    ID = "narrate.fc.then-next"        // %s the row
	NarrFCThenOver    ID = "narrate.fc.then-over"        // %s the row, after a solution
	NarrFCThenOverToo ID = "narrate.fc.then-over-either" // %s the row, after a row ran out
	NarrFCThenUp      ID = "narrate.fc.then-up"          // %[1]s the row, %[2]s the row before it
	NarrFCThenUpToo   ID = "narrate.fc.then-up-either"   // the same, after a row ran out
	NarrFCDoneNone    ID = "narrate.fc.done-none"        // %[1]s N, %[2]s NarrQueens, %[3]s NarrDomains
	NarrFCDoneOne     ID = "narrate.fc.done-one"         // %[1]s NarrSolutions, %[2]s NarrQueens, %[3]s NarrWipeOuts
	NarrFCDoneAll     ID = "narrate.fc.done-all"         // as NarrFCDoneOne

	NarrMCReady       ID = "narrate.mc.ready" // %[1]s the seed, %[2]s N, %[3]s the start's name
	NarrMCHowFewest   ID = "narrate.mc.how-fewest"
	NarrMCHowRandom   ID = "narrate.mc.how-random"
	NarrMCStart       ID = "narrate.mc.start"        // %[1]s NarrMCHow…, %[2]s NarrPairs
	NarrMCRestart     ID = "narrate.mc.restart"      // %[1]s the plateau's moves, %[2]s NarrPairs
	NarrMCPick        ID = "narrate.mc.pick"         // %[1]s square, %[2]s how many attacked, %[3]s the attackers' squares
	NarrMCEvaluate    ID = "narrate.mc.evaluate"     // %[1]s row, %[2]s the fewest, %[3]s the columns
	NarrMCLeft        ID = "narrate.mc.left"         // %s NarrPairs
	NarrMCStays       ID = "narrate.mc.stays"        // %[1]s square, %[2]s NarrMCLeft
	NarrMCMove        ID = "narrate.mc.move"         // %[1]s from, %[2]s to, %[3]s its conflicts, %[4]s NarrMCLeft
	NarrMCSolution    ID = "narrate.mc.solution"     // %[1]s NarrMoves, %[2]s the columns
	NarrMCGiveUp      ID = "narrate.mc.give-up"      // %[1]s NarrPairs, %[2]s NarrMoves, %[3]s NarrStarts
	NarrMCDoneNone    ID = "narrate.mc.done-none"    // %[1]s NarrMoves, %[2]s N
	NarrMCDone        ID = "narrate.mc.done"         // %[1]s NarrMoves, %[2]s NarrStarts
	NarrTraceReady    ID = "narrate.trace.ready"     // %s N
	NarrTraceRestart  ID = "narrate.trace.restart"   // %s NarrPairs
	NarrTraceStart    ID = "narrate.trace.start"     // %s NarrPairs
	NarrTraceDoneNone ID = "narrate.trace.done-none" // %s NarrMoves

	NarrConNone     ID = "narrate.construct.none"  // %s N
	NarrConReady    ID = "narrate.construct.ready" // %[1]s N, %[2]s N mod 6
	NarrConPlace    ID = "narrate.construct.place" // %[1]s row, %[2]s NarrConRule…, %[3]s the column from 1, %[4]s square, %[5]s NarrOnToRow or NarrAllFilled
	NarrConRuleOne  ID = "narrate.construct.rule-one"
	NarrConRule3Ev  ID = "narrate.construct.rule-3-even" // %s the columns
	NarrConRule3Odd ID = "narrate.construct.rule-3-odd"  // %s the columns
	NarrConRuleEven ID = "narrate.construct.rule-even"   // %[1]s N mod 6, %[2]s the columns
	NarrConRule2Odd ID = "narrate.construct.rule-2-odd"  // %s the columns
	NarrConRuleOdd  ID = "narrate.construct.rule-odd"    // %[1]s N mod 6, %[2]s the columns
	NarrConSolution ID = "narrate.construct.solution"    // %s the columns
	NarrConDoneNone ID = "narrate.construct.done-none"   // %s N
	NarrConDone     ID = "narrate.construct.done"        // %[1]s N, %[2]s NarrPlacements

	NarrQueens     ID = "narrate.queens"
	NarrSquares    ID = "narrate.squares"
	NarrRows       ID = "narrate.rows"
	NarrDomains    ID = "narrate.domains"
	NarrWipeOuts   ID = "narrate.wipe-outs"
	NarrMoves      ID = "narrate.moves"
	NarrStarts     ID = "narrate.starts"
	NarrPairs      ID = "narrate.pairs"
	NarrPlacements ID = "narrate.placements"
)

// counted is a Chinese amount: Chinese has one form whatever the count.
func counted(s string) any { return plural.Selectf(1, "%d", plural.Other, s) }

// searchMessages are the narration's of the searches other than plain
// backtracking.
var searchMessages = map[ID]entry{
	NarrFCTopDown: {en: "rows top down", zh: "从上到下逐行", es: "las filas de arriba abajo"},
	NarrFCByMRV: {
		en: "the row with the fewest squares left first (MRV)",
		zh: "先填剩余格最少的行（MRV）",
		es: "primero la fila con menos casillas restantes (MRV)",
	},
	NarrFCReady: {
		en: "ready: forward checking fills %[1]s; every row keeps a domain of the squares no queen attacks, all %[2]s at first",
		zh: "就绪：前向检查%[1]s放置；每行保留一个域，即没有皇后攻击的格，起初共 %[2]s 个",
		es: "listo: la comprobación hacia adelante llena %[1]s; cada fila guarda un dominio de las casillas que ninguna reina ataca, al principio las %[2]s",
	},
	NarrFCReadyGiven: {
		en: "ready: %[1]s given; forward checking fills %[2]s, every row keeping a domain of the squares no queen attacks",
		zh: "就绪：已给出 %[1]s；前向检查%[2]s放置，每行保留一个域，即没有皇后攻击的格",
		es: "listo: %[1]s; la comprobación hacia adelante llena %[2]s, y cada fila guarda un dominio de las casillas que ninguna reina ataca",
	},
	NarrFCPlace: {
		en: "row %[1]s: place a queen on %[2]s, the next of the %[3]s of its domain",
		zh: "第 %[1]s 行：在 %[2]s 放置皇后，它是该行域中 %[3]s里的下一个",
		es: "fila %[1]s: colocar una reina en %[2]s, la siguiente de las %[3]s de su dominio",
	},
	NarrFCPlaceMRV: {
		en: "row %[1]s, the row with the fewest squares left (%[2]s): place a queen on %[3]s",
		zh: "第 %[1]s 行是剩余格最少的行（%[2]s）：在 %[3]s 放置皇后",
		es: "fila %[1]s, la fila con menos casillas restantes (%[2]s): colocar una reina en %[3]s",
	},
	NarrFCPrune: {
		en: "prune: the queen at %[1]s takes the %[2]s it attacks out of the domains of %[3]s",
		zh: "剪枝：%[1]s 的皇后把它攻击的 %[2]s从 %[3]s的域中去掉",
		es: "poda: la reina de %[1]s quita las %[2]s que ataca de los dominios de %[3]s",
	},
	NarrFCWipeOut: {
		en: "wipe-out: the queen at %[1]s took the last square of row %[2]s — whatever goes on the rows still empty, row %[2]s can get no queen, so %[1]s is lifted at once",
		zh: "域清空：%[1]s 的皇后拿走了第 %[2]s 行的最后一个格 — 无论空着的行放什么，第 %[2]s 行都放不下皇后，所以立刻拿起 %[1]s",
		es: "dominio vacío: la reina de %[1]s quitó la última casilla de la fila %[2]s — vaya lo que vaya en las filas aún vacías, la fila %[2]s no puede recibir reina, así que %[1]s se retira enseguida",
	},
	NarrFCBack: {
		en: "backtrack: row %[1]s has no square left to try — lift the queen at %[2]s and give back what it pruned",
		zh: "回溯：第 %[1]s 行没有可尝试的格了 — 拿起 %[2]s 的皇后，归还它剪掉的格",
		es: "retroceso: a la fila %[1]s no le queda casilla por probar — retirar la reina de %[2]s y devolver lo que podó",
	},
	NarrFCBackLast: {
		en: "row %[1]s: lift the queen at %[2]s and give back the squares it pruned",
		zh: "第 %[1]s 行：拿起 %[2]s 的皇后，归还它剪掉的格",
		es: "fila %[1]s: retirar la reina de %[2]s y devolver las casillas que podó",
	},
	NarrFCBackWiped: {
		en: "backtrack: lift the queen at %[1]s and give back the squares it pruned",
		zh: "回溯：拿起 %[1]s 的皇后，归还它剪掉的格",
		es: "retroceso: retirar la reina de %[1]s y devolver las casillas que podó",
	},
	NarrFCThenMore:    {en: ", and look for more solutions", zh: "，继续寻找更多的解", es: ", y buscar más soluciones"},
	NarrFCThenNext:    {en: "; try the next square of row %s", zh: "；尝试第 %s 行的下一个格", es: "; probar la siguiente casilla de la fila %s"},
	NarrFCThenOver:    {en: "; row %s has no square left: the search is over", zh: "；第 %s 行没有剩下的格：搜索结束", es: "; a la fila %s no le queda casilla: la búsqueda termina"},
	NarrFCThenOverToo: {en: "; row %s has no square left either: the search is over", zh: "；第 %s 行也没有剩下的格：搜索结束", es: "; a la fila %s tampoco le queda casilla: la búsqueda termina"},
	NarrFCThenUp:      {en: "; row %[1]s has no square left: back to row %[2]s", zh: "；第 %[1]s 行没有剩下的格：回到第 %[2]s 行", es: "; a la fila %[1]s no le queda casilla: volver a la fila %[2]s"},
	NarrFCThenUpToo:   {en: "; row %[1]s has no square left either: back to row %[2]s", zh: "；第 %[1]s 行也没有剩下的格：回到第 %[2]s 行", es: "; a la fila %[1]s tampoco le queda casilla: volver a la fila %[2]s"},
	NarrFCDoneNone: {
		en: "done: the %[1]s×%[1]s board has no solution — %[2]s placed, %[3]s wiped out",
		zh: "结束：%[1]s×%[1]s 的棋盘无解 — 放置了 %[2]s，清空了 %[3]s",
		es: "fin: el tablero de %[1]s×%[1]s no tiene solución — %[2]s colocadas, %[3]s vaciados",
	},
	NarrFCDoneOne: {
		en: "done: the %[1]s found with %[2]s placed (the nodes of the search), %[3]s",
		zh: "结束：%[1]s已找到（只有这一个），放置了 %[2]s（即搜索的节点），%[3]s",
		es: "fin: %[1]s encontrada con %[2]s colocadas (los nodos de la búsqueda), %[3]s",
	},
	NarrFCDoneAll: {
		en: "done: all %[1]s found with %[2]s placed (the nodes of the search), %[3]s",
		zh: "结束：%[1]s全部找到，放置了 %[2]s（即搜索的节点），%[3]s",
		es: "fin: las %[1]s encontradas con %[2]s colocadas (los nodos de la búsqueda), %[3]s",
	},

	NarrMCReady: {
		en: "ready: min-conflicts (seed %[1]s) puts a queen on each of the %[2]s rows (%[3]s start), then moves attacked queens until none is",
		zh: "就绪：最小冲突（种子 %[1]s）在 %[2]s 行中每行放一个皇后（%[3]s 起始），然后移动被攻击的皇后，直到没有皇后被攻击",
		es: "listo: mínimos conflictos (semilla %[1]s) pone una reina en cada una de las %[2]s filas (inicio %[3]s) y luego mueve las reinas atacadas hasta que no quede ninguna",
	},
	NarrMCHowFewest: {
		en: "each on a square of its row attacked by the fewest queens above it",
		zh: "每个都放在本行中被上方皇后攻击最少的格上",
		es: "cada una en la casilla de su fila atacada por menos reinas de arriba",
	},
	NarrMCHowRandom: {en: "each on a column drawn at random", zh: "每个都放在随机抽取的列上", es: "cada una en una columna elegida al azar"},
	NarrMCStart: {
		en: "start: a queen on every row, %[1]s — %[2]s attacking each other",
		zh: "开始：每行一个皇后，%[1]s — %[2]s互相攻击",
		es: "inicio: una reina en cada fila, %[1]s — %[2]s que se atacan",
	},
	NarrMCRestart: {
		en: "restart: %[1]s moves without fewer conflicts (a plateau) — start again; %[2]s attacking each other",
		zh: "重新开始：%[1]s 次移动都没有减少冲突（平台期）— 重新开始；%[2]s互相攻击",
		es: "reinicio: %[1]s movimientos sin menos conflictos (una meseta) — empezar de nuevo; %[2]s que se atacan",
	},
	NarrMCPick: {
		en: "pick the queen at %[1]s, drawn among the %[2]s attacked ones: attacked by %[3]s",
		zh: "选中 %[1]s 的皇后，从 %[2]s 个被攻击的皇后中抽取：攻击它的是 %[3]s",
		es: "elegir la reina de %[1]s, sacada entre las %[2]s atacadas: la atacan %[3]s",
	},
	NarrMCEvaluate: {
		en: "row %[1]s: count the queens attacking each square — fewest %[2]s, in columns %[3]s",
		zh: "第 %[1]s 行：数出攻击每个格的皇后 — 最少 %[2]s 个，在第 %[3]s 列",
		es: "fila %[1]s: contar las reinas que atacan cada casilla — mínimo %[2]s, en las columnas %[3]s",
	},
	NarrMCLeft: {en: "%s left", zh: "还剩 %s", es: "quedan %s"},
	NarrMCStays: {
		en: "the queen at %[1]s stays: no square of its row has fewer conflicts — %[2]s",
		zh: "%[1]s 的皇后不动：本行没有冲突更少的格 — %[2]s",
		es: "la reina de %[1]s se queda: ninguna casilla de su fila tiene menos conflictos — %[2]s",
	},
	NarrMCMove: {
		en: "move the queen from %[1]s to %[2]s, a square with the fewest conflicts (%[3]s) — %[4]s",
		zh: "把皇后从 %[1]s 移到 %[2]s，一个冲突最少（%[3]s 个）的格 — %[4]s",
		es: "mover la reina de %[1]s a %[2]s, una casilla con menos conflictos (%[3]s) — %[4]s",
	},
	NarrMCSolution: {
		en: "solution found after %[1]s: no queen is attacked — columns %[2]s",
		zh: "经过 %[1]s找到解：没有皇后被攻击 — 各行的列为 %[2]s",
		es: "solución encontrada tras %[1]s: ninguna reina está atacada — columnas %[2]s",
	},
	NarrMCGiveUp: {
		en: "give up: %[1]s still attacking each other after %[2]s and %[3]s — min-conflicts only repairs, it cannot tell whether the board has a solution",
		zh: "放弃：经过 %[2]s和 %[3]s，仍有 %[1]s互相攻击 — 最小冲突只会修补，无法判断棋盘是否有解",
		es: "rendirse: %[1]s aún se atacan tras %[2]s y %[3]s — mínimos conflictos solo repara, no puede decir si el tablero tiene solución",
	},
	NarrMCDoneNone: {
		en: "done: no solution found in %[1]s (the cap for N=%[2]s)",
		zh: "结束：%[1]s内没有找到解（N=%[2]s 的上限）",
		es: "fin: ninguna solución encontrada en %[1]s (el tope para N=%[2]s)",
	},
	NarrMCDone: {
		en: "done: min-conflicts found a solution in %[1]s, %[2]s",
		zh: "结束：最小冲突用 %[1]s、%[2]s找到一个解",
		es: "fin: mínimos conflictos encontró una solución en %[1]s, %[2]s",
	},
	NarrTraceReady: {
		en: "ready: the trace's min-conflicts run puts a queen on each of the %s rows, then moves attacked queens until none is",
		zh: "就绪：轨迹中的最小冲突运行在 %s 行中每行放一个皇后，然后移动被攻击的皇后，直到没有皇后被攻击",
		es: "listo: la ejecución de mínimos conflictos de la traza pone una reina en cada una de las %s filas y luego mueve las reinas atacadas hasta que no quede ninguna",
	},
	NarrTraceRestart: {
		en: "restart: the trace starts again — %s attacking each other",
		zh: "重新开始：轨迹重新开始 — %s互相攻击",
		es: "reinicio: la traza empieza de nuevo — %s que se atacan",
	},
	NarrTraceStart: {
		en: "start: a queen on every row, as the trace puts them — %s attacking each other",
		zh: "开始：按轨迹的放法每行一个皇后 — %s互相攻击",
		es: "inicio: una reina en cada fila, como las pone la traza — %s que se atacan",
	},
	NarrTraceDoneNone: {en: "done: no solution found in %s", zh: "结束：%s内没有找到解", es: "fin: ninguna solución encontrada en %s"},

	NarrConNone: {
		en: "ready: the %[1]s×%[1]s board has no solution, so there is nothing to construct",
		zh: "就绪：%[1]s×%[1]s 的棋盘无解，所以没有可构造的",
		es: "listo: el tablero de %[1]s×%[1]s no tiene solución, así que no hay nada que construir",
	},
	NarrConReady: {
		en: "ready: construct writes down a solution of the %[1]s×%[1]s board by a rule of N mod 6 (%[1]s mod 6 = %[2]s), no search: one queen per row from the top",
		zh: "就绪：构造法按 N mod 6 的规则（%[1]s mod 6 = %[2]s）直接写出 %[1]s×%[1]s 棋盘的一个解，不搜索：从上到下每行一个皇后",
		es: "listo: la construcción escribe una solución del tablero de %[1]s×%[1]s con una regla de N mod 6 (%[1]s mod 6 = %[2]s), sin búsqueda: una reina por fila desde arriba",
	},
	NarrConPlace: {
		en: "row %[1]s: %[2]s — column %[3]s counted from 1: place a queen on %[4]s, %[5]s",
		zh: "第 %[1]s 行：%[2]s — 从 1 数起的第 %[3]s 列：在 %[4]s 放置皇后，%[5]s",
		es: "fila %[1]s: %[2]s — columna %[3]s contando desde 1: colocar una reina en %[4]s, %[5]s",
	},
	NarrConRuleOne: {
		en: "N mod 6 = 1, with no even column: the odd one, 1",
		zh: "N mod 6 = 1，没有偶数列：只有奇数列 1",
		es: "N mod 6 = 1, sin columna par: la impar, 1",
	},
	NarrConRule3Ev: {
		en: "N mod 6 = 3: the even columns from 4 on, 2 moved to their end %s",
		zh: "N mod 6 = 3：从 4 起的偶数列，2 移到末尾 %s",
		es: "N mod 6 = 3: las columnas pares desde el 4, con el 2 movido al final %s",
	},
	NarrConRule3Odd: {
		en: "N mod 6 = 3: then the odd columns from 5 on, 1 and 3 moved to their end %s",
		zh: "N mod 6 = 3：然后是从 5 起的奇数列，1 和 3 移到末尾 %s",
		es: "N mod 6 = 3: luego las columnas impares desde el 5, con el 1 y el 3 movidos al final %s",
	},
	NarrConRuleEven: {
		en: "N mod 6 = %[1]s: the even columns first, in order %[2]s",
		zh: "N mod 6 = %[1]s：先按顺序放偶数列 %[2]s",
		es: "N mod 6 = %[1]s: primero las columnas pares, en orden %[2]s",
	},
	NarrConRule2Odd: {
		en: "N mod 6 = 2: then the odd columns, with 1 and 3 swapped and 5 moved to their end %s",
		zh: "N mod 6 = 2：然后是奇数列，1 和 3 互换，5 移到末尾 %s",
		es: "N mod 6 = 2: luego las columnas impares, con el 1 y el 3 intercambiados y el 5 movido al final %s",
	},
	NarrConRuleOdd: {
		en: "N mod 6 = %[1]s: then the odd columns, in order %[2]s",
		zh: "N mod 6 = %[1]s：然后按顺序放奇数列 %[2]s",
		es: "N mod 6 = %[1]s: luego las columnas impares, en orden %[2]s",
	},
	NarrConSolution: {
		en: "solution found by construction, no square tried: columns %s",
		zh: "由构造得到解，没有尝试任何格：各行的列为 %s",
		es: "solución hallada por construcción, sin probar ninguna casilla: columnas %s",
	},
	NarrConDoneNone: {
		en: "done: the %[1]s×%[1]s board has no solution — only N=1 and N ≥ 4 have one, and the rule covers them all",
		zh: "结束：%[1]s×%[1]s 的棋盘无解 — 只有 N=1 和 N ≥ 4 有解，规则涵盖了所有这些情况",
		es: "fin: el tablero de %[1]s×%[1]s no tiene solución — solo N=1 y N ≥ 4 la tienen, y la regla los cubre todos",
	},
	NarrConDone: {
		en: "done: the %[1]s×%[1]s board's solution was constructed in %[2]s, with no backtrack",
		zh: "结束：%[1]s×%[1]s 棋盘的解用 %[2]s构造完成，没有回溯",
		es: "fin: la solución del tablero de %[1]s×%[1]s se construyó en %[2]s, sin retroceso",
	},

	NarrQueens:     {en: amountOf("%[2]s queen", "%[2]s queens"), zh: counted("%[2]s 个皇后"), es: amountOf("%[2]s reina", "%[2]s reinas")},
	NarrSquares:    {en: amountOf("%[2]s square", "%[2]s squares"), zh: counted("%[2]s 个格"), es: amountOf("%[2]s casilla", "%[2]s casillas")},
	NarrRows:       {en: amountOf("%[2]s row", "%[2]s rows"), zh: counted("%[2]s 行"), es: amountOf("%[2]s fila", "%[2]s filas")},
	NarrDomains:    {en: amountOf("%[2]s domain", "%[2]s domains"), zh: counted("%[2]s 个域"), es: amountOf("%[2]s dominio", "%[2]s dominios")},
	NarrWipeOuts:   {en: amountOf("%[2]s wipe-out", "%[2]s wipe-outs"), zh: counted("%[2]s 次域清空"), es: amountOf("%[2]s dominio vacío", "%[2]s dominios vacíos")},
	NarrMoves:      {en: amountOf("%[2]s move", "%[2]s moves"), zh: counted("%[2]s 次移动"), es: amountOf("%[2]s movimiento", "%[2]s movimientos")},
	NarrStarts:     {en: amountOf("%[2]s start", "%[2]s starts"), zh: counted("%[2]s 次开始"), es: amountOf("%[2]s inicio", "%[2]s inicios")},
	NarrPairs:      {en: amountOf("%[2]s pair of queens", "%[2]s pairs of queens"), zh: counted("%[2]s 对皇后"), es: amountOf("%[2]s par de reinas", "%[2]s pares de reinas")},
	NarrPlacements: {en: amountOf("%[2]s placement", "%[2]s placements"), zh: counted("%[2]s 次放置"), es: amountOf("%[2]s colocación", "%[2]s colocaciones")},
}
