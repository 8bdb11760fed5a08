package i18n

// The watch view's boxes as each strategy draws them (ui/watch lens_*.go):
// the call stacks' frames, the state panels' lines and captions, what t
// shows, and the notes a strategy hands over with. A row, column, square
// or count comes in as %s, as the English writes it; the code the boxes
// quote (solve(…), cols[…], free & -free, dom &^= …) stays as written.
const (
	WordIndex ID = "word.index" // the label of a ruler of entries' numbers
	RowN      ID = "word.row-n" // %s the row: a label, "row 3"

	StackCall        ID = "stack.call"  // a column's header: the call
	StackQueen       ID = "stack.queen" // a column's header: its queen
	StackLeftToTry   ID = "stack.left-to-try"
	StackLeft        ID = "stack.left"         // before the columns a frame has left
	StackFramesAbove ID = "stack.frames-above" // %s how many
	StackCallsAbove  ID = "stack.calls-above"  // %s how many
	StackRowsAbove   ID = "stack.rows-above"   // %s how many

	// What a frame of plain backtracking does: the short words fit a
	// bitmask frame, the long ones an array frame.
	ArrStart        ID = "arr.start"
	ArrCalled       ID = "arr.called"
	ArrTry          ID = "arr.try"          // %s the column
	ArrSkip         ID = "arr.skip"         // %s the column
	ArrColAttacked  ID = "arr.col-attacked" // %s the column
	ArrPut          ID = "arr.put"          // %s the column
	ArrPlace        ID = "arr.place"        // %[1]s the column, %[2]s the next row
	ArrLift         ID = "arr.lift"         // %s the column
	ArrLifted       ID = "arr.lifted"       // %s the column
	ArrReport       ID = "arr.report"
	ArrAllFilled    ID = "arr.all-filled" // %s the star
	ArrReturn       ID = "arr.return"
	ArrReturns      ID = "arr.returns"
	ArrCol          ID = "arr.col"       // %s the column of a frame's queen
	ArrSafeMark     ID = "arr.safe-mark" // %[1]s the square, %[2]s %[3]s %[4]s the entries
	ArrLiftUnmark   ID = "arr.lift-unmark"
	ArrCaption      ID = "arr.caption"
	ArrCaptionShort ID = "arr.caption.short"

	BitsNoRow    ID = "bits.no-row"
	BitsFreeWord ID = "bits.free-word" // %s the row
	BitsPick     ID = "bits.pick"      // %s the column
	BitsTaken    ID = "bits.taken"     // %s the column
	BitsBackMore ID = "bits.back-more" // %[1]s the row, %[2]s its columns, each after a space
	BitsBackNone ID = "bits.back-none" // %s the row

	FCToSolution   ID = "fc.to-solution" // %s the solution
	FCNodes        ID = "fc.nodes"       // plural on the nodes, %[2]s their digits
	FCPlainUnknown ID = "fc.plain-unknown"
	FCPlainTo      ID = "fc.plain-to"    // %[1]s FCNodes, %[2]s plain backtracking's count
	FCCapStart     ID = "fc.cap.start"   // %s N
	FCCapPlace     ID = "fc.cap.place"   // %[1]s the row, %[2]s its domain, %[3]s the column
	FCCapPrune     ID = "fc.cap.prune"   // %s the queen's square
	FCCapWipe      ID = "fc.cap.wipe"    // %[1]s the row, %[2]s the queen's square
	FCCapBack      ID = "fc.cap.back"    // %s the square
	FCCapSolved    ID = "fc.cap.solved"  // every row has its queen
	FCCapKey       ID = "fc.cap.key"     // what 1, 0 and x mean
	FCFrame        ID = "fc.frame"       // %[1]s the depth, %[2]s the row, %[3]s the column
	FCFilled       ID = "fc.filled"      // %[1]s the depth, %[2]s the star
	FCHeader       ID = "fc.header"      // the stack's columns
	FCDoPlace      ID = "fc.do.place"    // %[1]s the row, %[2]s the column
	FCDoPrune      ID = "fc.do.prune"    // %s the row
	FCDoWipe       ID = "fc.do.wipe"     // %[1]s the queen's row, %[2]s the row emptied
	FCDoLifted     ID = "fc.do.lifted"   // %[1]s the row, %[2]s the column
	FCDoNext       ID = "fc.do.next"     // the row is part of a question's answer
	FCDoRowNext    ID = "fc.do.row-next" // %s the row
	FCDomainSep    ID = "fc.domain-sep"  // before the columns of the domain

	MCAttacksNote    ID = "mc.attacks-note"
	MCLabel          ID = "mc.label"       // %s the seed
	MCLabelStart     ID = "mc.label-start" // %[1]s the seed, %[2]s the start's name
	MCExtraNone      ID = "mc.extra-none"  // %s the strategy key
	MCExtraStuck     ID = "mc.extra-stuck" // %[1]s restart's key, %[2]s the strategy's, %[3]s N's
	MCTreeTitle      ID = "mc.tree-title"
	MCChartTitle     ID = "mc.chart-title"
	MCContinue       ID = "mc.continue"
	MCToSolution     ID = "mc.to-solution" // %s the solution
	MCNoTree         ID = "mc.no-tree"
	MCNoQueens       ID = "mc.no-queens"
	MCEvaluate       ID = "mc.evaluate" // %s the row
	MCMove           ID = "mc.move"     // %s the column
	MCPick           ID = "mc.pick"     // %[1]s the row, %[2]s its attackers
	MCStart          ID = "mc.start"
	MCSolution       ID = "mc.solution"
	MCGiveUp         ID = "mc.give-up"
	MCPairs          ID = "mc.pairs" // a label
	MCPairsCaption   ID = "mc.pairs-caption"
	MCAttacksCaption ID = "mc.attacks-caption"
	MCAttackedBy     ID = "mc.attacked-by" // %[1]s the square, %[2]s how many attack it
	MCNoneSolved     ID = "mc.none-solved"
	MCNoneYet        ID = "mc.none-yet"
	MCOfQueens       ID = "mc.of-queens"    // %[1]s attacked, %[2]s N
	MCMore           ID = "mc.more"         // %s how many more
	MCPlotEmpty      ID = "mc.plot-empty"   // %s the forward key
	MCPlotCaption    ID = "mc.plot-caption" // %[1]s the moves, %[2]s the pairs now
	MCPairsNow       ID = "mc.pairs-now"    // %[1]s now, %[2]s the fewest

	ConExtra      ID = "con.extra" // %[1]s N, %[2]s the strategy key
	ConTreeTitle  ID = "con.tree-title"
	ConChartTitle ID = "con.chart-title"
	ConTried      ID = "con.tried" // plural on the squares, %[2]s their digits
	ConContinue   ID = "con.continue"
	ConToSolution ID = "con.to-solution" // %s the solution
	ConNoTree     ID = "con.no-tree"
	ConNoSolution ID = "con.no-solution" // %s N
	ConEvens      ID = "con.evens"
	ConOdds       ID = "con.odds"
	ConRowRule    ID = "con.row-rule" // %[1]s the row, %[2]s the column from 1, %[3]s the rule
	ConAllPlaced  ID = "con.all-placed"
	ConCaption    ID = "con.caption"
	ConLoopHead   ID = "con.loop-head" // %s N
	ConLoopNone   ID = "con.loop-none" // %s N
	ConLoopRow    ID = "con.loop-row"  // %[1]s the row, %[2]s the column from 1
	ConNoneRule   ID = "con.none-rule" // %s N
	ConColumns    ID = "con.columns"   // %s the columns

	TreeBuilding      ID = "tree.building" // %s the step
	TreeChartQueens   ID = "tree.chart.queens"
	TreeChartQueens2  ID = "tree.chart.queens-2"
	TreeChartQueens3  ID = "tree.chart.queens-3"
	TreeChartQueens4  ID = "tree.chart.queens-4"
	TreeChartSquares  ID = "tree.chart.squares"
	TreeChartSquares2 ID = "tree.chart.squares-2"
	TreeChartSquares3 ID = "tree.chart.squares-3"
	TreeChartSquares4 ID = "tree.chart.squares-4"
)

// lensMessages are the watch view's boxes'.
var lensMessages = map[ID]entry{
	WordIndex: {en: "index", zh: "下标", es: "nº"},
	RowN:      {en: "row %s", zh: "第 %s 行", es: "fila %s"},

	StackCall:        {en: "call", zh: "调用", es: "llamada"},
	StackQueen:       {en: "queen", zh: "皇后", es: "reina"},
	StackLeftToTry:   {en: " │ left to try", zh: " │ 待尝试", es: " │ por probar"},
	StackLeft:        {en: " │ left", zh: " │ 剩余", es: " │ quedan"},
	StackFramesAbove: {en: "⋮ %s frames above", zh: "⋮ 上方还有 %s 帧", es: "⋮ %s marcos más arriba"},
	StackCallsAbove:  {en: "⋮ %s calls above", zh: "⋮ 上方还有 %s 次调用", es: "⋮ %s llamadas más arriba"},
	StackRowsAbove:   {en: "⋮ %s rows above", zh: "⋮ 上方还有 %s 行", es: "⋮ %s filas más arriba"},

	ArrStart:        {en: "start", zh: "开始", es: "inicio"},
	ArrCalled:       {en: "called", zh: "已调用", es: "llamada"},
	ArrTry:          {en: "try %s", zh: "尝试 %s", es: "prueba %s"},
	ArrSkip:         {en: "skip %s", zh: "跳过 %s", es: "salta %s"},
	ArrColAttacked:  {en: "col %s attacked", zh: "第 %s 列被攻击", es: "col %s atacada"},
	ArrPut:          {en: "put %s", zh: "放 %s", es: "pon %s"},
	ArrPlace:        {en: "place %[1]s → solve(%[2]s)", zh: "放置 %[1]s → solve(%[2]s)", es: "coloca %[1]s → solve(%[2]s)"},
	ArrLift:         {en: "lift %s", zh: "拿起 %s", es: "retira %s"},
	ArrLifted:       {en: "lifted %s", zh: "已拿起 %s", es: "retirada %s"},
	ArrReport:       {en: "report", zh: "报告", es: "anota"},
	ArrAllFilled:    {en: "%s all rows filled", zh: "%s 所有行已填满", es: "%s todas las filas llenas"},
	ArrReturn:       {en: "return", zh: "返回", es: "vuelve"},
	ArrReturns:      {en: "returns: search over", zh: "返回：搜索结束", es: "vuelve: búsqueda terminada"},
	ArrCol:          {en: "col %s", zh: "第 %s 列", es: "col %s", same: true},
	ArrSafeMark:     {en: "%[1]s safe: mark cols[%[2]s] diag[%[3]s] anti[%[4]s]", zh: "%[1]s 安全：标记 cols[%[2]s] diag[%[3]s] anti[%[4]s]", es: "%[1]s segura: marca cols[%[2]s] diag[%[3]s] anti[%[4]s]"},
	ArrLiftUnmark:   {en: "lift %[1]s: unmark cols[%[2]s] diag[%[3]s] anti[%[4]s]", zh: "拿起 %[1]s：取消标记 cols[%[2]s] diag[%[3]s] anti[%[4]s]", es: "retira %[1]s: desmarca cols[%[2]s] diag[%[3]s] anti[%[4]s]"},
	ArrCaption:      {en: "1 = taken · diag[row-col+n-1] · anti[row+col]", zh: "1 = 已占 · diag[row-col+n-1] · anti[row+col]", es: "1 = ocupada · diag[row-col+n-1] · anti[row+col]"},
	ArrCaptionShort: {en: "1 taken; diag[r-c+n-1], anti[r+c]", zh: "1 已占；diag[r-c+n-1]，anti[r+c]", es: "1 ocupada; diag[r-c+n-1], anti[r+c]"},

	BitsNoRow:    {en: "free: no row to fill", zh: "free：没有要填的行", es: "free: no queda fila por llenar"},
	BitsFreeWord: {en: "row %s free = ", zh: "第 %s 行 free = ", es: "fila %s free = "},
	BitsPick:     {en: "bit = free & -free: column %s", zh: "bit = free & -free：第 %s 列", es: "bit = free & -free: columna %s"},
	BitsTaken:    {en: "column %s is set in cols|ld|rd: not free", zh: "第 %s 列在 cols|ld|rd 中已置位：不空闲", es: "la columna %s está en cols|ld|rd: no libre"},
	BitsBackMore: {en: "back in row %[1]s: free still has%[2]s", zh: "回到第 %[1]s 行：free 还剩%[2]s", es: "de vuelta en la fila %[1]s: free aún tiene%[2]s"},
	BitsBackNone: {en: "back in row %s: free is 0, return", zh: "回到第 %s 行：free 为 0，返回", es: "de vuelta en la fila %s: free es 0, vuelve"},

	FCToSolution: {
		en: "MRV finds the solutions in another order: MRV is off to reach solution %s",
		zh: "MRV 按另一种顺序找解：为到达第 %s 个解，MRV 已关闭",
		es: "MRV encuentra las soluciones en otro orden: se desactiva MRV para llegar a la solución %s",
	},
	FCNodes:        {en: amountOf("fc %[2]s node", "fc %[2]s nodes"), zh: counted("fc %[2]s 个节点"), es: amountOf("fc %[2]s nodo", "fc %[2]s nodos")},
	FCPlainUnknown: {en: "%s · plain backtracking: ? here (MRV: known at each solution)", zh: "%s · 普通回溯：此处未知（MRV：只在每个解处可知）", es: "%s · retroceso simple: ? aquí (MRV: se sabe en cada solución)"},
	FCPlainTo:      {en: "%s · plain backtracking %s to here", zh: "%s · 普通回溯到此为 %s", es: "%s · retroceso simple %s hasta aquí"},
	FCCapStart:     {en: "every row's domain: all %s squares", zh: "每行的域：全部 %s 个格", es: "el dominio de cada fila: las %s casillas"},
	FCCapPlace:     {en: "row %[1]s {%[2]s}: place on %[3]s", zh: "第 %[1]s 行 {%[2]s}：放在 %[3]s", es: "fila %[1]s {%[2]s}: coloca en %[3]s"},
	FCCapPrune:     {en: "x: %s takes them out (dom &^= its lines)", zh: "x：%s 把它们移出（dom &^= 它的线）", es: "x: %s las quita (dom &^= sus líneas)"},
	FCCapWipe:      {en: "row %[1]s = {}: wipe-out, lift %[2]s", zh: "第 %[1]s 行 = {}：域清空，拿起 %[2]s", es: "fila %[1]s = {}: dominio vacío, retira %[2]s"},
	FCCapBack:      {en: "lift %s: the domains as before it", zh: "拿起 %s：域恢复到放置之前", es: "retira %s: los dominios como antes de ella"},
	FCCapSolved:    {en: "every row has its queen", zh: "每行都有皇后", es: "cada fila tiene su reina"},
	FCCapKey:       {en: "1 = in the domain · 0 = pruned · x = pruned now", zh: "1 = 在域中 · 0 = 已剪枝 · x = 刚剪枝", es: "1 = en el dominio · 0 = podada · x = podada ahora"},
	FCFrame:        {en: "fc(%[1]s) row %[2]s col %[3]s", zh: "fc(%[1]s) 第 %[2]s 行 第 %[3]s 列", es: "fc(%[1]s) fila %[2]s col %[3]s"},
	FCFilled:       {en: "fc(%[1]s) %[2]s every row filled", zh: "fc(%[1]s) %[2]s 所有行已填满", es: "fc(%[1]s) %[2]s todas las filas llenas"},
	FCHeader:       {en: "call  row, queen │ domain left to try", zh: "调用  行，皇后 │ 域中待尝试", es: "llamada  fila, reina │ por probar"},
	FCDoPlace:      {en: "row %[1]s place %[2]s", zh: "第 %[1]s 行 放置 %[2]s", es: "fila %[1]s coloca %[2]s"},
	FCDoPrune:      {en: "row %s prune the rows left", zh: "第 %s 行 剪枝剩余的行", es: "fila %s poda las filas restantes"},
	FCDoWipe:       {en: "row %[1]s empties row %[2]s", zh: "第 %[1]s 行 清空第 %[2]s 行", es: "fila %[1]s vacía la fila %[2]s"},
	FCDoLifted:     {en: "row %[1]s lifted %[2]s", zh: "第 %[1]s 行 拿起 %[2]s", es: "fila %[1]s retirada %[2]s"},
	FCDoNext:       {en: "next", zh: "下一个", es: "siguiente"},
	FCDoRowNext:    {en: "row %s next", zh: "下一个：第 %s 行", es: "sigue la fila %s"},
	FCDomainSep:    {en: " │ domain", zh: " │ 域", es: " │ dominio"},

	MCAttacksNote: {
		en: "min-conflicts tints no attacked square (its heat map counts them)",
		zh: "最小冲突不给被攻击的格着色（由它的热图计数）",
		es: "mínimos conflictos no tiñe las casillas atacadas (su mapa de calor las cuenta)",
	},
	MCLabel:      {en: "min-conflicts (seed %s)", zh: "min-conflicts（种子 %s）", es: "min-conflicts (semilla %s)"},
	MCLabelStart: {en: "min-conflicts (seed %s, %s start)", zh: "min-conflicts（种子 %s，%s 初始）", es: "min-conflicts (semilla %s, inicio %s)"},
	MCExtraNone: {
		en: "N=2 and N=3 have no solution, which only a complete search proves: %s switches to array",
		zh: "N=2 和 N=3 无解，这只有完整的搜索才能证明：%s 切换到 array",
		es: "N=2 y N=3 no tienen solución, y solo una búsqueda completa lo prueba: %s cambia a array",
	},
	MCExtraStuck: {
		en: "a stuck run: %s runs the same seed again · %s switches strategy · %s change N",
		zh: "运行卡住了：%s 用同一种子重新运行 · %s 切换策略 · %s 改变 N",
		es: "una ejecución atascada: %s repite la misma semilla · %s cambia de estrategia · %s cambian N",
	},
	MCTreeTitle:  {en: "conflicting pairs · min-conflicts has no tree", zh: "冲突对 · 最小冲突没有搜索树", es: "pares en conflicto · mínimos conflictos no tiene árbol"},
	MCChartTitle: {en: "the run so far", zh: "目前的运行", es: "la ejecución hasta ahora"},
	MCContinue: {
		en: "min-conflicts makes its own placement: forward checking continues from yours",
		zh: "最小冲突自己摆放皇后：由前向检查从你的摆放继续",
		es: "mínimos conflictos hace su propia colocación: la comprobación hacia adelante sigue desde la tuya",
	},
	MCToSolution: {
		en: "min-conflicts finds one solution of its own: forward checking finds solution %s",
		zh: "最小冲突只找它自己的一个解：由前向检查找到第 %s 个解",
		es: "mínimos conflictos encuentra una solución propia: la comprobación hacia adelante encuentra la solución %s",
	},
	MCNoTree: {
		en: "min-conflicts has no search tree: it repairs a complete placement, one queen at a time, instead of extending a partial one",
		zh: "最小冲突没有搜索树：它修补一个完整的摆放，一次移动一个皇后，而不是扩展一个部分摆放",
		es: "mínimos conflictos no tiene árbol de búsqueda: repara una colocación completa, una reina cada vez, en lugar de ampliar una parcial",
	},
	MCNoQueens:       {en: "no queens yet", zh: "还没有皇后", es: "aún no hay reinas"},
	MCEvaluate:       {en: "row %s: the attacks on each square, [its queen's]", zh: "第 %s 行：每格受到的攻击，[其皇后所在格]", es: "fila %s: los ataques a cada casilla, [la de su reina]"},
	MCMove:           {en: "the queen goes to column %s, fewest attacks", zh: "皇后移到第 %s 列，受攻击最少", es: "la reina va a la columna %s, la de menos ataques"},
	MCPick:           {en: "picked: row %s, attacked by %s", zh: "选中：第 %s 行，被 %s 个皇后攻击", es: "elegida: fila %s, atacada por %s"},
	MCStart:          {en: "a queen on every row", zh: "每行一个皇后", es: "una reina en cada fila"},
	MCSolution:       {en: "no queen is attacked", zh: "没有皇后被攻击", es: "ninguna reina está atacada"},
	MCGiveUp:         {en: "the move cap is reached", zh: "已达到移动次数上限", es: "se alcanzó el límite de movimientos"},
	MCPairs:          {en: "pairs", zh: "冲突对", es: "pares"},
	MCPairsCaption:   {en: "pairs of queens in conflict, after each move", zh: "每次移动后冲突的皇后对数", es: "pares de reinas en conflicto, tras cada movimiento"},
	MCAttacksCaption: {en: "attacks: queens attacking each row's queen", zh: "攻击：攻击每行皇后的皇后数", es: "ataques: reinas que atacan a la reina de cada fila"},
	MCAttackedBy:     {en: "%s attacked by %s", zh: "%s 被 %s 个皇后攻击", es: "%s atacada por %s"},
	MCNoneSolved:     {en: "none: solved", zh: "无：已解决", es: "ninguna: resuelto"},
	MCNoneYet:        {en: "none yet: no queens", zh: "还没有：没有皇后", es: "aún ninguna: no hay reinas"},
	MCOfQueens:       {en: "%[1]s of %[2]s queens; a random one is picked", zh: "%[2]s 个皇后中的 %[1]s 个；随机选一个", es: "%[1]s de %[2]s reinas; se elige una al azar"},
	MCMore:           {en: "⋮ %s more", zh: "⋮ 还有 %s 个", es: "⋮ %s más"},
	MCPlotEmpty: {
		en: "the plot of the pairs of queens in conflict starts with the first placement: %s steps",
		zh: "冲突皇后对的图从第一次摆放开始：%s 单步",
		es: "el gráfico de los pares de reinas en conflicto empieza con la primera colocación: %s avanza",
	},
	MCPlotCaption: {en: "moves 0 … %s · now %s", zh: "移动 0 … %s · 现在 %s", es: "movimientos 0 … %s · ahora %s"},
	MCPairsNow:    {en: "pairs now %s · fewest %s", zh: "现在 %s 对 · 最少 %s 对", es: "pares ahora %s · mínimo %s"},

	ConExtra: {
		en: "N=%s has no solution, so no rule writes one down: %s switches strategy, and array's search proves it",
		zh: "N=%s 无解，所以没有规则能写出解：%s 切换策略，array 的搜索可以证明这一点",
		es: "N=%s no tiene solución, así que ninguna regla escribe una: %s cambia de estrategia, y la búsqueda de array lo prueba",
	},
	ConTreeTitle:  {en: "the rule · construct has no tree", zh: "规则 · 构造法没有搜索树", es: "la regla · la construcción no tiene árbol"},
	ConChartTitle: {en: "the construction", zh: "构造过程", es: "la construcción"},
	ConTried:      {en: amountOf("%[2]s square tried", "%[2]s squares tried"), zh: counted("尝试了 %[2]s 个格"), es: amountOf("%[2]s casilla probada", "%[2]s casillas probadas")},
	ConContinue: {
		en: "construct places every queen by its rule: plain backtracking continues from yours",
		zh: "构造法按规则放置每个皇后：由普通回溯从你的摆放继续",
		es: "la construcción coloca cada reina según su regla: el retroceso simple sigue desde la tuya",
	},
	ConToSolution: {
		en: "construct writes down one solution of its own: plain backtracking finds solution %s",
		zh: "构造法只写出它自己的一个解：由普通回溯找到第 %s 个解",
		es: "la construcción escribe una solución propia: el retroceso simple encuentra la solución %s",
	},
	ConNoTree: {
		en: "construct has no search tree: it writes the solution down by a rule of N mod 6, one queen a row, nothing tried and nothing undone",
		zh: "构造法没有搜索树：它按 N mod 6 的规则直接写出解，每行一个皇后，不尝试也不撤销",
		es: "la construcción no tiene árbol de búsqueda: escribe la solución con una regla de N mod 6, una reina por fila, sin probar ni deshacer nada",
	},
	ConNoSolution: {en: "N=%s has no solution: there is nothing to construct", zh: "N=%s 无解：没有可构造的", es: "N=%s no tiene solución: no hay nada que construir"},
	ConEvens:      {en: "evens", zh: "偶数", es: "pares"},
	ConOdds:       {en: "odds", zh: "奇数", es: "impares"},
	ConRowRule:    {en: "row %s ← %s: %s", zh: "第 %s 行 ← %s：%s", es: "fila %s ← %s: %s"},
	ConAllPlaced:  {en: "every row has its queen: the list is placed", zh: "每行都有皇后：列表已放完", es: "cada fila tiene su reina: la lista está colocada"},
	ConCaption:    {en: "columns counted from 1 · row r gets the r-th", zh: "列从 1 开始计数 · 第 r 行取第 r 个", es: "columnas desde 1 · la fila r toma la r-ésima"},
	ConLoopHead:   {en: "construct(%s): row ← column", zh: "construct(%s)：行 ← 列", es: "construct(%s): fila ← columna"},
	ConLoopNone:   {en: "construct(%s): no solution", zh: "construct(%s)：无解", es: "construct(%s): sin solución"},
	ConLoopRow:    {en: "row %s ← %s", zh: "第 %s 行 ← %s", es: "fila %s ← %s"},
	ConNoneRule: {
		en: "N=%s has no solution: only N=1 and N ≥ 4 have one, and the rule covers them all",
		zh: "N=%s 无解：只有 N=1 和 N ≥ 4 有解，而规则覆盖了它们全部",
		es: "N=%s no tiene solución: solo N=1 y N ≥ 4 tienen una, y la regla las cubre todas",
	},
	ConColumns: {en: "columns: %s", zh: "列：%s", es: "columnas: %s"},

	TreeBuilding:      {en: "building the tree up to step %s…", zh: "正在构建搜索树，直到第 %s 步…", es: "construyendo el árbol hasta el paso %s…"},
	TreeChartQueens:   {en: "queens placed per row vs brute force · log scale", zh: "每行放置的皇后 vs 暴力枚举 · 对数刻度", es: "reinas colocadas por fila frente a fuerza bruta · escala log"},
	TreeChartQueens2:  {en: "queens placed per row · log scale", zh: "每行放置的皇后 · 对数刻度", es: "reinas colocadas por fila · escala log"},
	TreeChartQueens3:  {en: "placed per row · log scale", zh: "每行放置 · 对数刻度", es: "colocadas por fila · escala log"},
	TreeChartQueens4:  {en: "placed per row (log)", zh: "每行放置（对数）", es: "colocadas por fila (log)"},
	TreeChartSquares:  {en: "squares tried per row vs brute force · log scale", zh: "每行尝试的格 vs 暴力枚举 · 对数刻度", es: "casillas probadas por fila frente a fuerza bruta · escala log"},
	TreeChartSquares2: {en: "squares tried per row · log scale", zh: "每行尝试的格 · 对数刻度", es: "casillas probadas por fila · escala log"},
	TreeChartSquares3: {en: "tried per row · log scale", zh: "每行尝试 · 对数刻度", es: "probadas por fila · escala log"},
	TreeChartSquares4: {en: "tried per row (log)", zh: "每行尝试（对数）", es: "probadas por fila (log)"},
}
