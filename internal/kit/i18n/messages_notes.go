package i18n

// The watch view's notes: the line that says what a key did, or why it
// did nothing, until the next key. An event's name comes in as %s (the
// lessons' fact.event words, or WordRestart), a step as its digits, a key
// as its name.
const (
	NoteSearching    ID = "note.searching"     // %s the event
	NoteGoingTo      ID = "note.going-to"      // %s the step
	NoteBuildingTree ID = "note.building-tree" // %s the step
	NoteRunningToEnd ID = "note.running-to-end"
	NoteCancelled    ID = "note.cancelled"   // %s the step
	NoteNoEarlier    ID = "note.no-earlier"  // %s the event
	NoteNoFurther    ID = "note.no-further"  // %[1]s the event, %[2]s NoteSearchOver or NoteTraceWrong
	NoteRunEndsAt    ID = "note.run-ends-at" // %s the step
	NoteRunHas       ID = "note.run-has"     // %s the run's steps
	NoteSearchOver   ID = "note.search-over"
	NoteTraceWrong   ID = "note.trace-wrong" // %[1]s the trace's line, %[2]s the events before it
	NoteOverKeys     ID = "note.over-keys"   // %[1]s NoteSearchOver or NoteTraceWrong, %[2]s restart's key, %[3]s the start's
	NoteAtStart      ID = "note.at-start"
	NoteLayout       ID = "note.layout"  // %[1]s a Layout…, %[2]s the layout key
	NoteNoMark       ID = "note.no-mark" // %s the mark key
	NoteNoTreeRoom   ID = "note.no-tree-room"
	NoteMRVElsewhere ID = "note.mrv-elsewhere" // %[1]s the MRV key, %[2]s the strategy key
	NoteMRVOff       ID = "note.mrv-off"
	NoteMRVOn        ID = "note.mrv-on"
	NotePredictOff   ID = "note.predict-off"   // %s the predict key
	NotePredictOn    ID = "note.predict-on"    // %s the density's name
	NoteMarked       ID = "note.marked"        // %[1]s the step, %[2]s the to-mark key
	NoteJumps        ID = "note.jumps"         // %[1]s next's key, %[2]s its help, %[3]s prev's key, %[4]s its help
	NoteNoGoalOne    ID = "note.no-goal-one"   // %[1]s NoteJumps, %[2]s the strategy, %[3]s the one that makes the event, %[4]s the strategy key
	NoteNoGoalMany   ID = "note.no-goal-many"  // the same, %[3]s the strategies that make it
	NoteOneBoard     ID = "note.one-board"     // %s the compare key
	NoteNoCompare    ID = "note.no-comparison" // %s why
	NoteOwnSearch    ID = "note.own-search"    // %s the replay's name
	NoteContinuing   ID = "note.continuing"
	NoteGivenWait    ID = "note.given-wait" // %s NoteOwnConstruct or NoteOwnMC
	NoteOwnConstruct ID = "note.own-construct"
	NoteTypeStep     ID = "note.type-step"   // %[1]s the steps there are, %[2]s the go key, %[3]s the cancel key
	NoteDigitsOnly   ID = "note.digits-only" // the same
	NoteOwnMC        ID = "note.own-mc"

	LayoutLesson       ID = "layout.lesson"
	LayoutCodeCounters ID = "layout.code-counters"
	LayoutCodeTree     ID = "layout.code-tree"
	LayoutStateStack   ID = "layout.state-stack"
)

// noteMessages are the watch view's notes.
var noteMessages = map[ID]entry{
	NoteSearching:    {en: "searching for the next %s", zh: "正在查找下一个%s", es: "buscando: %s siguiente"},
	NoteGoingTo:      {en: "going to step %s", zh: "正在前往第 %s 步", es: "yendo al paso %s"},
	NoteBuildingTree: {en: "building the search tree up to step %s", zh: "正在构建搜索树，直到第 %s 步", es: "construyendo el árbol de búsqueda hasta el paso %s"},
	NoteRunningToEnd: {en: "running to the end", zh: "正在运行到结尾", es: "avanzando hasta el final"},
	NoteCancelled:    {en: "cancelled at step %s", zh: "已在第 %s 步取消", es: "cancelado en el paso %s"},
	NoteNoEarlier:    {en: "no earlier %s", zh: "前面没有%s了", es: "no hay %s anterior"},
	NoteNoFurther:    {en: "no further %[1]s: %[2]s", zh: "后面没有%[1]s了：%[2]s", es: "no quedan más (%[1]s): %[2]s"},
	NoteRunEndsAt:    {en: "the run ends at step %s", zh: "运行在第 %s 步结束", es: "la ejecución termina en el paso %s"},
	NoteRunHas:       {en: "the run has %s steps: going to the last", zh: "本次运行共 %s 步：前往最后一步", es: "la ejecución tiene %s pasos: se va al último"},
	NoteSearchOver:   {en: "the search is over", zh: "搜索结束", es: "la búsqueda terminó"},
	NoteTraceWrong: {
		en: "the trace goes wrong at %[1]s (%[2]s events before it are right)",
		zh: "轨迹在 %[1]s 出错（之前的 %[2]s 个事件都正确）",
		es: "la traza falla en %[1]s (los %[2]s eventos anteriores son correctos)",
	},
	NoteOverKeys:   {en: "%[1]s — %[2]s restarts, %[3]s goes to the start", zh: "%[1]s — %[2]s 重新开始，%[3]s 回到开头", es: "%[1]s — %[2]s reinicia, %[3]s va al principio"},
	NoteAtStart:    {en: "already at the start", zh: "已经在开头了", es: "ya está al principio"},
	NoteLayout:     {en: "layout: %[1]s — %[2]s changes it", zh: "布局：%[1]s — %[2]s 切换", es: "disposición: %[1]s — %[2]s la cambia"},
	NoteNoMark:     {en: "no mark yet: %s marks the step on screen", zh: "还没有标记：%s 标记当前这一步", es: "aún no hay marca: %s marca el paso en pantalla"},
	NoteNoTreeRoom: {en: "no room for the search tree beside the board: a larger window shows it", zh: "棋盘旁没有地方放搜索树：更大的窗口才能显示", es: "el árbol de búsqueda no cabe junto al tablero: se ve en una ventana más grande"},
	NoteMRVElsewhere: {
		en: "%[1]s turns MRV on and off, an option of forward checking (fc): %[2]s switches to it",
		zh: "%[1]s 开关 MRV，这是前向检查（fc）的选项：%[2]s 切换到它",
		es: "%[1]s activa o desactiva MRV, opción de la comprobación hacia adelante (fc): %[2]s",
	},
	NoteMRVOff: {en: "MRV off: forward checking fills the rows top down", zh: "MRV 关闭：前向检查从上到下逐行放置", es: "MRV desactivado: la comprobación hacia adelante llena las filas de arriba abajo"},
	NoteMRVOn: {
		en: "MRV on: forward checking fills next the row with the fewest squares left (▸ marks it)",
		zh: "MRV 开启：前向检查接下来填剩余格最少的行（▸ 标出）",
		es: "MRV activado: primero la fila con menos casillas restantes (▸ la marca)",
	},
	NotePredictOff: {en: "predict mode off — %s turns it on again", zh: "预测模式已关闭 — %s 重新开启", es: "modo predecir desactivado — %s lo vuelve a activar"},
	NotePredictOn: {
		en: "predict mode on (%s): step or play, and the view asks before each decision",
		zh: "预测模式已开启（%s）：单步或播放，每个决定之前都会提问",
		es: "modo predecir activado (%s): avanza o reproduce; pregunta antes de cada decisión",
	},
	NoteMarked: {en: "marked step %[1]s — %[2]s comes back to it", zh: "已标记第 %[1]s 步 — %[2]s 回到这里", es: "paso %[1]s marcado — %[2]s vuelve a él"},
	NoteJumps:  {en: "%[1]s jumps to the %[2]s, %[3]s to the %[4]s", zh: "%[1]s 跳到%[2]s，%[3]s 跳到%[4]s", es: "%[1]s salta a: %[2]s, %[3]s a: %[4]s"},
	NoteNoGoalOne: {
		en: "%[1]s: %[2]s makes none (%[3]s does) — %[4]s switches strategy",
		zh: "%[1]s：%[2]s 没有这种事件（%[3]s 有）— %[4]s 切换策略",
		es: "%[1]s; %[2]s no produce ninguno (%[3]s sí) — %[4]s cambia de estrategia",
	},
	NoteNoGoalMany: {
		en: "%[1]s: %[2]s makes none (%[3]s do) — %[4]s switches strategy",
		zh: "%[1]s：%[2]s 没有这种事件（%[3]s 有）— %[4]s 切换策略",
		es: "%[1]s; %[2]s no produce ninguno (%[3]s sí) — %[4]s cambia de estrategia",
	},
	NoteOneBoard:     {en: "one board again — %s compares two", zh: "又只有一个棋盘了 — %s 比较两个", es: "otra vez un tablero — %s compara dos"},
	NoteNoCompare:    {en: "no comparison: %s", zh: "无法比较：%s", es: "sin comparación: %s"},
	NoteOwnSearch:    {en: "this is the view's own search now, no longer the replay of %s", zh: "现在是本视图自己的搜索，不再是 %s 的重放", es: "ahora es la búsqueda propia de la vista, ya no la reproducción de %s"},
	NoteContinuing:   {en: "continuing the search from the placement you made", zh: "从你摆好的皇后继续搜索", es: "la búsqueda sigue desde las reinas que colocaste"},
	NoteGivenWait:    {en: "%s: the queens given wait for the next strategy", zh: "%s：给出的皇后留给下一个策略", es: "%s: las reinas dadas esperan a la siguiente estrategia"},
	NoteOwnConstruct: {en: "construct places every queen by its rule", zh: "构造法按规则放置每个皇后", es: "la construcción coloca cada reina según su regla"},
	NoteOwnMC:        {en: "min-conflicts makes its own placement", zh: "最小冲突自己摆放皇后", es: "mínimos conflictos hace su propia colocación"},
	NoteTypeStep:     {en: "type a step number (%[1]s), %[2]s to go, %[3]s to cancel", zh: "输入步数（%[1]s），%[2]s 跳转，%[3]s 取消", es: "escribe un número de paso (%[1]s), %[2]s para ir, %[3]s para cancelar"},
	NoteDigitsOnly:   {en: "digits only: a step number (%[1]s), %[2]s to go, %[3]s to cancel", zh: "只能输入数字：步数（%[1]s），%[2]s 跳转，%[3]s 取消", es: "solo dígitos: un número de paso (%[1]s), %[2]s para ir, %[3]s para cancelar"},

	LayoutLesson:       {en: "lesson", zh: "课程", es: "lección"},
	LayoutCodeCounters: {en: "code + counters", zh: "代码 + 计数", es: "código + contadores"},
	LayoutCodeTree:     {en: "code + tree", zh: "代码 + 搜索树", es: "código + árbol"},
	LayoutStateStack:   {en: "state words + stack", zh: "状态字 + 栈", es: "palabras de estado + pila"},
}
