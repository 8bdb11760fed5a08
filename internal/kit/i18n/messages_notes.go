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
	NotePredictOff   ID = "note.predict-off" // %s the predict key
	NotePredictOn    ID = "note.predict-on"  // %s the density's name

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
	NoteNoTreeRoom: {en: "no room for the search tree beside the board: a larger window shows it", zh: "棋盘旁没有地方放搜索树：更大的窗口才能显示", es: "no hay sitio para el árbol de búsqueda junto al tablero: una ventana más grande lo muestra"},
	NoteMRVElsewhere: {
		en: "%[1]s turns MRV on and off, an option of forward checking (fc): %[2]s switches to it",
		zh: "%[1]s 开关 MRV，这是前向检查（fc）的选项：%[2]s 切换到它",
		es: "%[1]s activa y desactiva MRV, una opción de la comprobación hacia adelante (fc): %[2]s cambia a ella",
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
		es: "modo predecir activado (%s): avanza o reproduce, y la vista pregunta antes de cada decisión",
	},

	LayoutLesson:       {en: "lesson", zh: "课程", es: "lección"},
	LayoutCodeCounters: {en: "code + counters", zh: "代码 + 计数", es: "código + contadores"},
	LayoutCodeTree:     {en: "code + tree", zh: "代码 + 搜索树", es: "código + árbol"},
	LayoutStateStack:   {en: "state words + stack", zh: "状态字 + 栈", es: "palabras de estado + pila"},
}
