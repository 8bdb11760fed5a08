package i18n

// The watch view's panels: their titles (a strategy's name, a row's
// number or a count comes in as %s) and the counters' labels. The code
// the panels quote (solve(row, cols, ld, rd), cols, diag) stays as
// written: it is the program the learner reads.
const (
	PanelPseudocode     ID = "panel.pseudocode" // %s: the strategy
	PanelCounters       ID = "panel.counters"
	PanelLegend         ID = "panel.legend"
	PanelBoard          ID = "panel.board"          // %s: the size, 8×8
	PanelArrays         ID = "panel.arrays"         // %s: the row
	PanelBitmasks       ID = "panel.bitmasks"       // %s: the row
	PanelBitmasksPlace  ID = "panel.bitmasks-place" // %s: the row
	PanelStack          ID = "panel.stack"
	PanelStackArgs      ID = "panel.stack-args"       // the stack whose frames are solve's arguments
	PanelStackArgsTight ID = "panel.stack-args.short" // the same, where the long one does not fit
	PanelStackFC        ID = "panel.stack-fc"
	PanelByMRV          ID = "panel.by-mrv" // after PanelStackFC
	PanelDomains        ID = "panel.domains"
	PanelDomainsNext    ID = "panel.domains-next" // %s: the row
	PanelFewestLeft     ID = "panel.fewest-left"  // after PanelDomainsNext, with MRV
	PanelConflicts      ID = "panel.conflicts"
	PanelPicked         ID = "panel.picked" // after PanelConflicts; %s: the row
	PanelUnderAttack    ID = "panel.under-attack"
	PanelRuleColumns    ID = "panel.rule-columns"
	PanelLoop           ID = "panel.loop"

	CountStep           ID = "count.step"
	CountTries          ID = "count.tries"
	CountAttacks        ID = "count.attacks"
	CountPlacements     ID = "count.placements"
	CountBacktracks     ID = "count.backtracks"
	CountSolutions      ID = "count.solutions"
	CountSpeed          ID = "count.speed"
	CountNMod6          ID = "count.n-mod-6"
	CountRowsLeft       ID = "count.rows-left"
	CountFCNodes        ID = "count.fc-nodes"
	CountPlainNodes     ID = "count.plain-nodes"
	CountPrunes         ID = "count.prunes"
	CountWipeOuts       ID = "count.wipe-outs"
	CountStarts         ID = "count.starts"
	CountMoves          ID = "count.moves"
	CountConflictPairs  ID = "count.conflict-pairs"
	CountQueensAttacked ID = "count.queens-attacked"
)

// watchMessages are the watch view's panels'.
var watchMessages = map[ID]entry{
	PanelPseudocode:     {en: "pseudocode · %s", zh: "伪代码 · %s", es: "pseudocódigo · %s"},
	PanelCounters:       {en: "counters", zh: "计数", es: "contadores"},
	PanelLegend:         {en: "legend", zh: "图例", es: "leyenda"},
	PanelBoard:          {en: "board %s", zh: "棋盘 %s", es: "tablero %s"},
	PanelArrays:         {en: "arrays · row %s", zh: "数组 · 第 %s 行", es: "vectores · fila %s"},
	PanelBitmasks:       {en: "bitmasks · row %s", zh: "位掩码 · 第 %s 行", es: "máscaras de bits · fila %s"},
	PanelBitmasksPlace:  {en: "bitmasks · place in row %s", zh: "位掩码 · 在第 %s 行放置", es: "máscaras de bits · colocar en la fila %s"},
	PanelStack:          {en: "call stack", zh: "调用栈", es: "pila de llamadas"},
	PanelStackArgs:      {en: "call stack · solve(row, cols, ld, rd)", zh: "调用栈 · solve(row, cols, ld, rd)", es: "pila de llamadas · solve(row, cols, ld, rd)"},
	PanelStackArgsTight: {en: "calls of solve(row, cols, ld, rd)", zh: "solve(row, cols, ld, rd) 的调用", es: "llamadas a solve(row, cols, ld, rd)"},
	PanelStackFC:        {en: "call stack · fc(domains)", zh: "调用栈 · fc(domains)", es: "pila de llamadas · fc(domains)"},
	PanelByMRV:          {en: " · rows by MRV", zh: " · 按 MRV 选行", es: " · filas por MRV"},
	PanelDomains:        {en: "domains · 1 = still possible", zh: "域 · 1 = 仍可放置", es: "dominios · 1 = aún posible"},
	PanelDomainsNext:    {en: "domains · row %s next", zh: "域 · 下一个是第 %s 行", es: "dominios · sigue la fila %s"},
	PanelFewestLeft:     {en: " (fewest left)", zh: "（剩余最少）", es: " (la de menos restantes)"},
	PanelConflicts:      {en: "conflicts", zh: "冲突", es: "conflictos"},
	PanelPicked:         {en: " · row %s picked", zh: " · 选中第 %s 行", es: " · fila %s elegida"},
	PanelUnderAttack:    {en: "queens under attack", zh: "被攻击的皇后", es: "reinas atacadas"},
	PanelRuleColumns:    {en: "the rule's columns", zh: "规则给出的列", es: "las columnas de la regla"},
	PanelLoop:           {en: "the loop · one queen a row", zh: "循环 · 每行一个皇后", es: "el bucle · una reina por fila"},

	CountStep:           {en: "step", zh: "步", es: "paso"},
	CountTries:          {en: "tries", zh: "尝试", es: "intentos"},
	CountAttacks:        {en: "attacks", zh: "攻击", es: "ataques"},
	CountPlacements:     {en: "placements", zh: "放置", es: "colocaciones"},
	CountBacktracks:     {en: "backtracks", zh: "回溯", es: "retrocesos"},
	CountSolutions:      {en: "solutions", zh: "解", es: "soluciones"},
	CountSpeed:          {en: "speed", zh: "速度", es: "velocidad"},
	CountNMod6:          {en: "N mod 6", zh: "N mod 6", es: "N mod 6", same: true},
	CountRowsLeft:       {en: "rows left", zh: "剩余行", es: "filas restantes"},
	CountFCNodes:        {en: "fc nodes", zh: "fc 节点", es: "nodos fc"},
	CountPlainNodes:     {en: "plain nodes", zh: "普通回溯节点", es: "nodos simples"},
	CountPrunes:         {en: "prunes", zh: "剪枝", es: "podas"},
	CountWipeOuts:       {en: "wipe-outs", zh: "域清空", es: "dominios vacíos"},
	CountStarts:         {en: "starts", zh: "开始", es: "inicios"},
	CountMoves:          {en: "moves", zh: "移动", es: "movimientos"},
	CountConflictPairs:  {en: "conflict pairs", zh: "冲突对", es: "pares en conflicto"},
	CountQueensAttacked: {en: "queens attacked", zh: "被攻击的皇后", es: "reinas atacadas"},
}
