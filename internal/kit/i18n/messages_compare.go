package i18n

// The comparison of two searches side by side (ui/compare): its keys, the
// top bar, the counters and the table, the notes. A search comes in as
// its label, "fc + MRV".
const (
	CmpKeyQueenEach ID = "compare.key.queen-each"
	CmpKeyStepEach  ID = "compare.key.step-each"
	CmpKeyBySteps   ID = "compare.key.by-steps"
	CmpKeyByQueens  ID = "compare.key.by-queens"
	CmpKeyTable     ID = "compare.key.table"
	CmpKeyHideTable ID = "compare.key.hide-table"
	CmpKeyPartner   ID = "compare.key.partner"
	CmpKeyEnd       ID = "compare.key.end"
	CmpKeyClose     ID = "compare.key.close"

	CmpUnitStep  ID = "compare.unit.step"
	CmpUnitQueen ID = "compare.unit.queen"
	CmpFromZero  ID = "compare.from-zero"
	CmpComparing ID = "compare.comparing" // %[1]s %[2]s the searches
	CmpStopped   ID = "compare.stopped"
	CmpBothOver  ID = "compare.both-over" // %s the restart key
	CmpNowTakes  ID = "compare.now-takes" // %s CmpUnit…
	CmpSteps     ID = "compare.steps"
	CmpQueensPut ID = "compare.queens-put"
	CmpNodes     ID = "compare.nodes"
	CmpSoFar     ID = "compare.so-far"
	CmpWhole     ID = "compare.whole"
	CmpWork      ID = "compare.work"    // %s CmpSoFar or CmpWhole
	CmpSame      ID = "compare.same"    // %s CmpSoFar or CmpWhole
	CmpFewer     ID = "compare.fewer"   // %[1]s CmpSoFar or CmpWhole, %[2]s the search with fewer, %[3]s the ratio, %[4]s the other
	CmpCompare   ID = "compare.compare" // %[1]s %[2]s the searches
	CmpRunning   ID = "compare.running"
	CmpFinished  ID = "compare.finished"
	CmpSolution  ID = "compare.solution" // %[1]s the search, %[2]s the solution's number
	CmpDone      ID = "compare.done"
	CmpTooSmall  ID = "compare.too-small"
	CmpOneBoard  ID = "compare.one-board" // %s the close key
)

// compareMessages are the comparison's.
var compareMessages = map[ID]entry{
	CmpKeyQueenEach: {en: "a queen each", zh: "各放一个皇后", es: "una reina cada una"},
	CmpKeyStepEach:  {en: "a step each", zh: "各走一步", es: "un paso cada una"},
	CmpKeyBySteps:   {en: "by steps", zh: "按步", es: "por pasos"},
	CmpKeyByQueens:  {en: "by queens", zh: "按皇后", es: "por reinas"},
	CmpKeyTable:     {en: "table", zh: "表格", es: "tabla"},
	CmpKeyHideTable: {en: "hide table", zh: "隐藏表格", es: "ocultar tabla"},
	CmpKeyPartner:   {en: "other search", zh: "另一种搜索", es: "otra búsqueda"},
	CmpKeyEnd:       {en: "to the end", zh: "到结尾", es: "hasta el final"},
	CmpKeyClose:     {en: "one board", zh: "单个棋盘", es: "un tablero"},

	CmpUnitStep:  {en: "one step each", zh: "各走一步", es: "un paso cada una"},
	CmpUnitQueen: {en: "one queen put down each", zh: "各放下一个皇后", es: "una reina colocada cada una"},
	CmpFromZero:  {en: "both from step 0", zh: "都从第 0 步开始", es: "ambas desde el paso 0"},
	CmpComparing: {en: "comparing %s with %s", zh: "正在对比 %s 与 %s", es: "comparando %s con %s"},
	CmpStopped:   {en: "stopped", zh: "已停止", es: "detenidas"},
	CmpBothOver:  {en: "both searches are over — %s starts them again", zh: "两个搜索都结束了 — %s 重新开始", es: "las dos búsquedas terminaron — %s las reinicia"},
	CmpNowTakes:  {en: "→ now takes %s", zh: "→ 现在：%s", es: "→ ahora avanza %s"},
	CmpSteps:     {en: "steps", zh: "步数", es: "pasos"},
	CmpQueensPut: {en: "queens put down", zh: "放下的皇后", es: "reinas colocadas"},
	CmpNodes:     {en: "nodes (queens put down)", zh: "节点（放下的皇后）", es: "nodos (reinas colocadas)"},
	CmpSoFar:     {en: "so far", zh: "到目前为止", es: "hasta ahora"},
	CmpWhole:     {en: "over the whole search", zh: "在整个搜索中", es: "en toda la búsqueda"},
	CmpWork:      {en: "the work of each search %s", zh: "%s每个搜索的工作量", es: "el trabajo de cada búsqueda %s"},
	CmpSame:      {en: "%s, both put down as many queens", zh: "%s，两者放下的皇后一样多", es: "%s, las dos colocaron las mismas reinas"},
	CmpFewer:     {en: "%[1]s, %[2]s put down %[3]s× fewer queens than %[4]s", zh: "%[1]s，%[4]s 放下的皇后是 %[2]s 的 %[3]s 倍", es: "%[1]s, %[2]s colocó %[3]s× menos reinas que %[4]s"},
	CmpCompare:   {en: "compare %s with %s", zh: "对比 %s 与 %s", es: "comparar %s con %s"},
	CmpRunning:   {en: "running both to the end… any key stops", zh: "两个都运行到结尾… 按任意键停止", es: "ejecutando ambas hasta el final… cualquier tecla para"},
	CmpFinished:  {en: "both finished", zh: "两个都已结束", es: "ambas terminaron"},
	CmpSolution:  {en: "%s: solution %s", zh: "%s：第 %s 个解", es: "%s: solución %s"},
	CmpDone:      {en: " · done", zh: " · 已结束", es: " · terminada"},
	CmpTooSmall:  {en: "window too small for two boards side by side", zh: "窗口太小，放不下并排的两个棋盘", es: "ventana demasiado pequeña para dos tableros lado a lado"},
	CmpOneBoard:  {en: "%s one board", zh: "%s 单个棋盘", es: "%s un tablero"},
}
