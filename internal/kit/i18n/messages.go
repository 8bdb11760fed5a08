package i18n

import (
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/message/catalog"
)

// ID names a message of the catalogue. The ids are constants, so that a
// misspelt one does not compile; the groups follow the screens that use
// them.
type ID string

// The help bar's words: what a key does (the key itself comes from the
// binding).
const (
	KeyMoreKeys     ID = "key.more-keys"
	KeyFewerKeys    ID = "key.fewer-keys"
	KeyKeysShort    ID = "key.keys" // more or fewer keys, where the help bar is short of room
	KeyViewShort    ID = "key.view" // next view, where the help bar is short of room
	KeyNextView     ID = "key.next-view"
	KeyPrevView     ID = "key.previous-view"
	KeyQuit         ID = "key.quit"
	KeyPlay         ID = "key.play"
	KeyPause        ID = "key.pause"
	KeyReplay       ID = "key.replay"
	KeyStep         ID = "key.step"
	KeyBack         ID = "key.back"
	KeyNextSolution ID = "key.next-solution"
	KeyPrevSolution ID = "key.prev-solution"
	KeyNextKind     ID = "key.next-kind" // %s: an event's name (KindBacktrack, KindRestart)
	KeyPrevKind     ID = "key.prev-kind"
	KeyNextAttack   ID = "key.next-attack"
	KeyPrevAttack   ID = "key.prev-attack"
	KeyNextPlace    ID = "key.next-place"
	KeyPrevPlace    ID = "key.prev-place"
	KeyNextWipeOut  ID = "key.next-wipe-out"
	KeyPrevWipeOut  ID = "key.prev-wipe-out"
	KeyLayout       ID = "key.layout"
	KeyCompare      ID = "key.compare"
	KeyGoToStep     ID = "key.go-to-step"
	KeyGoTo         ID = "key.go-to"
	KeyStart        ID = "key.start"
	KeyRunToEnd     ID = "key.run-to-end"
	KeyMark         ID = "key.mark"
	KeyToMark       ID = "key.to-mark"
	KeyFocus        ID = "key.focus"
	KeyUnfocus      ID = "key.unfocus"
	KeyAttacks      ID = "key.attacks"
	KeyFaster       ID = "key.faster"
	KeySlower       ID = "key.slower"
	KeySpeed        ID = "key.speed"
	KeyRestart      ID = "key.restart"
	KeyStrategy     ID = "key.strategy" // %s: the strategy a switches to
	KeyMRVOn        ID = "key.mrv-on"
	KeyMRVOff       ID = "key.mrv-off"
	KeyExpected     ID = "key.expected"
	KeySmaller      ID = "key.smaller"
	KeyLarger       ID = "key.larger"
	KeySize         ID = "key.size"
	KeyPermalink    ID = "key.permalink"
	KeyCapture      ID = "key.capture"
	KeyPredict      ID = "key.predict"
	KeyPredictOff   ID = "key.predict-off"
	KeyDensity      ID = "key.density"
	KeySkip         ID = "key.skip"
	KeyAnyKey       ID = "key.any-key" // a key's name in the help bar: any key at all
	KeyCancel       ID = "key.cancel"
	KeyGo           ID = "key.go"
	KeyAttackPair   ID = "key.attack"
	KeyPlacePair    ID = "key.put-down"
	KeyWipeOutPair  ID = "key.wipe-out"
)

// What t shows, by strategy: each long name (the full help) has a short
// one for the help bar, its id with Short appended.
const (
	TreeSearch      ID = "tree.search"
	TreeSearchShort ID = "tree.search" + Short
	TreeRule        ID = "tree.rule"
	TreeRuleShort   ID = "tree.rule" + Short
	TreePlot        ID = "tree.plot"
	TreePlotShort   ID = "tree.plot" + Short

	// Short is the suffix of a short name's id.
	Short = ".short"
)

// Words shared by several screens.
const (
	WordSolution    ID = "word.solution"
	WordFundamental ID = "word.fundamental"
	WordBacktrack   ID = "word.backtrack" // the event, a noun
	WordRestart     ID = "word.restart"   // the event, a noun (min-conflicts)
	WordOf          ID = "word.of"        // "step 10 of 15,720"
	WordOr          ID = "word.or"        // "1–11 or 40–50"
)

// The watch view's top bar and second status line.
const (
	StatusStoppedAt ID = "status.stopped-at" // %s: the trace's faulty line
	StatusFinished  ID = "status.finished"
	StatusPlaying   ID = "status.playing"
	StatusPaused    ID = "status.paused"
	StatusStep      ID = "status.step"
	StatusRun       ID = "status.run" // the timeline's caption
	StatusMaxSpeed  ID = "status.max-speed"
	StatusSpeed     ID = "status.speed"      // plural on the speed (an int), %[2]s its digits grouped
	StatusSeeking   ID = "status.seeking"    // %[1]s: what the jump does; %[2]s: the step
	StatusFocusHint ID = "status.focus-hint" // %s: the key of focus
	StatusNoBoard   ID = "status.no-board"   // %[1]s: the keys of N; %[2]s: restart's
	StatusDone      ID = "status.done"       // %[1]s restart's key, %[2]s N's, %[3]s the strategy's
	GoalPlays       ID = "goal.plays"        // %s: the key
	GoalSteps       ID = "goal.steps"        // %s: the key
	GoalLong        ID = "goal.long"         // %[1]s N
	GoalMedium      ID = "goal.medium"
	GoalShort       ID = "goal.short"
	GoalKeysLong    ID = "goal.keys-long" // after GoalLong; %[1]s, %[2]s: GoalPlays, GoalSteps
	GoalKeys        ID = "goal.keys"      // after GoalMedium and GoalShort
)

// The solutions view's title line.
const (
	BrowseUniqueOnly   ID = "browse.unique-only"
	BrowseNoSolutions  ID = "browse.no-solutions"
	BrowseFinding      ID = "browse.finding" // %[1]s: WordSolution or WordFundamental; %[2]s: the ellipsis
	BrowseCounting     ID = "browse.counting"
	BrowseStillFinding ID = "browse.still-finding" // %s: WordSolution or WordFundamental
	BrowseClassOf      ID = "browse.class-of"      // %[1]s: WordSolution or WordFundamental; %[2]s: its number
)

// The words a lesson's facts render ({{line}}, {{event}}, {{transform}},
// {{fixedby}}, {{classsizes}}), so that a caption reads in its lesson's
// language; the ids end in the solver's name of the value (a
// transform's: its index in solver.Transforms).
const (
	FactLineColumn                ID = "fact.line.column"
	FactLineDiagonal              ID = "fact.line.diagonal"
	FactLineAntiDiagonal          ID = "fact.line.anti-diagonal"
	FactLineRow                   ID = "fact.line.row"
	FactLineNone                  ID = "fact.line.none"
	FactEventNone                 ID = "fact.event.none"
	FactEventTry                  ID = "fact.event.try"
	FactEventAttack               ID = "fact.event.attack"
	FactEventPlace                ID = "fact.event.place"
	FactEventBacktrack            ID = "fact.event.backtrack"
	FactEventSolution             ID = "fact.event.solution"
	FactEventDone                 ID = "fact.event.done"
	FactEventPrune                ID = "fact.event.prune"
	FactEventWipeOut              ID = "fact.event.wipe-out"
	FactEventStart                ID = "fact.event.start"
	FactEventPick                 ID = "fact.event.pick"
	FactEventEvaluate             ID = "fact.event.evaluate"
	FactEventMove                 ID = "fact.event.move"
	FactEventGiveUp               ID = "fact.event.give-up"
	FactTransformIdentity         ID = "fact.transform.0"
	FactTransformRot90            ID = "fact.transform.1"
	FactTransformRot180           ID = "fact.transform.2"
	FactTransformRot270           ID = "fact.transform.3"
	FactTransformFlipHorizontal   ID = "fact.transform.4"
	FactTransformFlipVertical     ID = "fact.transform.5"
	FactTransformFlipDiagonal     ID = "fact.transform.6"
	FactTransformFlipAntiDiagonal ID = "fact.transform.7"
	FactNone                      ID = "fact.none"       // an empty list
	FactAnd                       ID = "fact.and"        // joins the last two of a list
	FactComma                     ID = "fact.comma"      // joins the others
	FactClassSize                 ID = "fact.class-size" // %[1]s classes of %[2]s boards
)

// entry is a message in every language. A plain message is a string; one
// whose words depend on a number holds a catalog.Message (plural.Selectf).
// same marks a message whose translations may read as the English does
// ("N+1"): the catalogue's test fails any other that does.
type entry struct {
	en, zh, es any
	same       bool
}

func (e entry) texts() [3]any { return [3]any{En: e.en, Zh: e.zh, Es: e.es} }

// amountOf is a plural message of a count (the speed, a number of
// steps): the first argument picks the form, the second is its digits as
// the view groups them.
func amountOf(one, other string) catalog.Message {
	return plural.Selectf(1, "%d", plural.One, one, plural.Other, other)
}

// viewMessages are the catalogue's messages of the views' bars and
// titles. Keep the English as the views had it: the goldens are English.
var viewMessages = map[ID]entry{
	KeyMoreKeys:     {en: "more keys", zh: "更多按键", es: "más teclas"},
	KeyFewerKeys:    {en: "fewer keys", zh: "收起按键", es: "menos teclas"},
	KeyKeysShort:    {en: "keys", zh: "按键", es: "teclas"},
	KeyViewShort:    {en: "view", zh: "视图", es: "vista"},
	KeyNextView:     {en: "next view", zh: "下一视图", es: "vista siguiente"},
	KeyPrevView:     {en: "previous view", zh: "上一视图", es: "vista anterior"},
	KeyQuit:         {en: "quit", zh: "退出", es: "salir"},
	KeyPlay:         {en: "play", zh: "播放", es: "reproducir"},
	KeyPause:        {en: "pause", zh: "暂停", es: "pausa"},
	KeyReplay:       {en: "replay", zh: "重播", es: "repetir"},
	KeyStep:         {en: "step", zh: "单步", es: "paso"},
	KeyBack:         {en: "back", zh: "后退", es: "atrás"},
	KeyNextSolution: {en: "next solution", zh: "下一个解", es: "solución siguiente"},
	KeyPrevSolution: {en: "prev solution", zh: "上一个解", es: "solución anterior"},
	KeyNextKind:     {en: "next %s", zh: "下一个%s", es: "%s siguiente"},
	KeyPrevKind:     {en: "prev %s", zh: "上一个%s", es: "%s anterior"},
	KeyNextAttack:   {en: "next attack", zh: "下一次攻击", es: "ataque siguiente"},
	KeyPrevAttack:   {en: "prev attack", zh: "上一次攻击", es: "ataque anterior"},
	KeyNextPlace:    {en: "next queen put down", zh: "下一次放皇后", es: "siguiente reina colocada"},
	KeyPrevPlace:    {en: "prev queen put down", zh: "上一次放皇后", es: "anterior reina colocada"},
	KeyNextWipeOut:  {en: "next wipe-out", zh: "下一次域清空", es: "siguiente dominio vacío"},
	KeyPrevWipeOut:  {en: "prev wipe-out", zh: "上一次域清空", es: "anterior dominio vacío"},
	KeyLayout:       {en: "layout", zh: "布局", es: "disposición"},
	KeyCompare:      {en: "compare", zh: "对比", es: "comparar"},
	KeyGoToStep:     {en: "go to step", zh: "跳到某步", es: "ir al paso"},
	KeyGoTo:         {en: "go to", zh: "跳转", es: "ir a"},
	KeyStart:        {en: "start", zh: "开头", es: "inicio"},
	KeyRunToEnd:     {en: "run to the end", zh: "运行到结束", es: "hasta el final"},
	KeyMark:         {en: "mark step", zh: "标记此步", es: "marcar paso"},
	KeyToMark:       {en: "back to mark", zh: "回到标记", es: "volver a la marca"},
	KeyFocus:        {en: "board only", zh: "只看棋盘", es: "solo el tablero"},
	KeyUnfocus:      {en: "panels back", zh: "显示面板", es: "mostrar paneles"},
	KeyAttacks:      {en: "attacks shown", zh: "显示的攻击", es: "ataques mostrados"},
	KeyFaster:       {en: "faster", zh: "加速", es: "más rápido"},
	KeySlower:       {en: "slower", zh: "减速", es: "más lento"},
	KeySpeed:        {en: "speed", zh: "速度", es: "velocidad"},
	KeyRestart:      {en: "restart", zh: "重新开始", es: "reiniciar"},
	KeyStrategy:     {en: "→ %s", zh: "→ %s", es: "→ %s", same: true},
	KeyMRVOn:        {en: "MRV on", zh: "开启 MRV", es: "activar MRV"},
	KeyMRVOff:       {en: "MRV off", zh: "关闭 MRV", es: "desactivar MRV"},
	KeyExpected:     {en: "expected event", zh: "预期事件", es: "evento esperado"},
	KeySmaller:      {en: "N−1", zh: "N−1", es: "N−1", same: true},
	KeyLarger:       {en: "N+1", zh: "N+1", es: "N+1", same: true},
	KeySize:         {en: "N", zh: "N", es: "N", same: true},
	KeyPermalink:    {en: "permalink", zh: "固定链接", es: "enlace permanente"},
	KeyCapture:      {en: "add slide", zh: "添加幻灯片", es: "añadir diapositiva"},
	KeyPredict:      {en: "predict", zh: "预测", es: "predecir"},
	KeyPredictOff:   {en: "predict off", zh: "关闭预测", es: "dejar de predecir"},
	KeyDensity:      {en: "question density", zh: "提问频率", es: "frecuencia de preguntas"},
	KeySkip:         {en: "skip", zh: "跳过", es: "saltar"},
	KeyAnyKey:       {en: "any key", zh: "任意键", es: "cualquier tecla"},
	KeyCancel:       {en: "cancel", zh: "取消", es: "cancelar"},
	KeyGo:           {en: "go", zh: "前往", es: "ir"},
	KeyAttackPair:   {en: "attack", zh: "攻击", es: "ataque"},
	KeyPlacePair:    {en: "put down", zh: "放置", es: "colocar"},
	KeyWipeOutPair:  {en: "wipe-out", zh: "域清空", es: "dominio vacío"},

	TreeSearch:      {en: "search tree", zh: "搜索树", es: "árbol de búsqueda"},
	TreeSearchShort: {en: "tree", zh: "树", es: "árbol"},
	TreeRule:        {en: "the rule", zh: "规则", es: "la regla"},
	TreeRuleShort:   {en: "rule", zh: "规则", es: "regla"},
	TreePlot:        {en: "conflict plot", zh: "冲突图", es: "gráfico de conflictos"},
	TreePlotShort:   {en: "plot", zh: "图", es: "gráfico"},

	WordSolution:    {en: "solution", zh: "解", es: "solución"},
	WordFundamental: {en: "fundamental", zh: "基本解", es: "fundamental", same: true},
	WordBacktrack:   {en: "backtrack", zh: "回溯", es: "retroceso"},
	WordRestart:     {en: "restart", zh: "重启", es: "reinicio"},
	WordOf:          {en: "of", zh: "/", es: "de"},
	WordOr:          {en: "or", zh: "或", es: "o"},

	StatusStoppedAt: {en: "stopped at %s", zh: "停在 %s", es: "detenido en %s"},
	StatusFinished:  {en: "finished", zh: "已结束", es: "terminado"},
	StatusPlaying:   {en: "playing", zh: "播放中", es: "reproduciendo"},
	StatusPaused:    {en: "paused", zh: "已暂停", es: "en pausa"},
	StatusStep:      {en: "step", zh: "步", es: "paso"},
	StatusRun:       {en: "run", zh: "全程", es: "recorrido"},
	StatusMaxSpeed:  {en: "max speed", zh: "最快", es: "máxima velocidad"},
	StatusSpeed: {
		en: amountOf("%[2]s step/s", "%[2]s steps/s"),
		zh: plural.Selectf(1, "%d", plural.Other, "%[2]s 步/秒"), // Chinese has one form
		es: amountOf("%[2]s paso/s", "%[2]s pasos/s"),
	},
	StatusSeeking:   {en: "%s… step %s — any key cancels", zh: "%s… 第 %s 步 — 按任意键取消", es: "%s… paso %s — cualquier tecla cancela"},
	StatusFocusHint: {en: "%s: the panels", zh: "%s：面板", es: "%s: los paneles"},
	StatusNoBoard: {
		en: "N=2 and N=3 are the only boards without a solution · %s change N · %s restarts",
		zh: "只有 N=2 和 N=3 的棋盘无解 · %s 改变 N · %s 重新开始",
		es: "N=2 y N=3 son los únicos tableros sin solución · %s cambian N · %s reinicia",
	},
	StatusDone: {
		en: "%s restarts · %s change N · %s switches strategy",
		zh: "%s 重新开始 · %s 改变 N · %s 切换策略",
		es: "%s reinicia · %s cambian N · %s cambia de estrategia",
	},
	GoalPlays: {en: "%s plays", zh: "%s 播放", es: "%s reproduce"},
	GoalSteps: {en: "%s steps", zh: "%s 单步", es: "%s avanza"},
	GoalLong: {
		en: "the puzzle: put %[1]s queens on the %[1]s×%[1]s board so that no two share a row, a column or a diagonal",
		zh: "谜题：在 %[1]s×%[1]s 的棋盘上放 %[1]s 个皇后，任意两个不同行、不同列、不在同一条对角线上",
		es: "el problema: poner %[1]s reinas en el tablero de %[1]s×%[1]s sin que dos compartan fila, columna o diagonal",
	},
	GoalMedium: {
		en: "goal: %[1]s queens, no two in a row, column or diagonal",
		zh: "目标：%[1]s 个皇后，任意两个不同行、列或对角线",
		es: "objetivo: %[1]s reinas, nunca dos en una fila, columna o diagonal",
	},
	GoalKeysLong: {en: " — %[1]s, %[2]s", zh: " — %[1]s，%[2]s", es: " — %[1]s, %[2]s", same: true},
	GoalKeys:     {en: " · %[1]s · %[2]s", zh: " · %[1]s · %[2]s", es: " · %[1]s · %[2]s", same: true},
	GoalShort: {
		en: "goal: %[1]s queens, none attacking",
		zh: "目标：%[1]s 个皇后，互不攻击",
		es: "objetivo: %[1]s reinas, ninguna atacada",
	},

	BrowseUniqueOnly:  {en: "unique only", zh: "仅基本解", es: "solo únicas"},
	BrowseNoSolutions: {en: "no solutions", zh: "无解", es: "sin soluciones"},
	BrowseFinding:     {en: "finding %s 1 %s", zh: "正在寻找%s 1 %s", es: "buscando %s 1 %s"},
	BrowseCounting:    {en: "counting", zh: "计数中", es: "contando"},
	BrowseStillFinding: {
		en: "the %s is still being found: nothing to watch yet",
		zh: "仍在寻找这个%s：还没有可看的",
		es: "aún se busca la %s: todavía no hay nada que ver",
	},
	BrowseClassOf: {en: "Symmetry class of %s %s", zh: "%s %s 的对称类", es: "Clase de simetría de la %s %s"},

	FactLineColumn:                {en: "column", zh: "列", es: "columna"},
	FactLineDiagonal:              {en: "diagonal", zh: "对角线", es: "diagonal", same: true},
	FactLineAntiDiagonal:          {en: "anti-diagonal", zh: "反对角线", es: "antidiagonal"},
	FactLineRow:                   {en: "row", zh: "行", es: "fila"},
	FactLineNone:                  {en: "none", zh: "无", es: "ninguna"},
	FactEventNone:                 {en: "none", zh: "无", es: "ninguno"},
	FactEventTry:                  {en: "try", zh: "尝试", es: "intento"},
	FactEventAttack:               {en: "attack", zh: "攻击", es: "ataque"},
	FactEventPlace:                {en: "place", zh: "放置", es: "colocación"},
	FactEventBacktrack:            {en: "backtrack", zh: "回溯", es: "retroceso"},
	FactEventSolution:             {en: "solution", zh: "解", es: "solución"},
	FactEventDone:                 {en: "done", zh: "结束", es: "fin"},
	FactEventPrune:                {en: "prune", zh: "剪枝", es: "poda"},
	FactEventWipeOut:              {en: "wipe-out", zh: "域清空", es: "dominio vacío"},
	FactEventStart:                {en: "start", zh: "开始", es: "inicio"},
	FactEventPick:                 {en: "pick", zh: "选取", es: "elección"},
	FactEventEvaluate:             {en: "evaluate", zh: "评估", es: "evaluación"},
	FactEventMove:                 {en: "move", zh: "移动", es: "movimiento"},
	FactEventGiveUp:               {en: "give-up", zh: "放弃", es: "abandono"},
	FactTransformIdentity:         {en: "identity", zh: "恒等变换", es: "identidad"},
	FactTransformRot90:            {en: "rotated 90° clockwise", zh: "顺时针旋转 90°", es: "girada 90° en sentido horario"},
	FactTransformRot180:           {en: "rotated 180°", zh: "旋转 180°", es: "girada 180°"},
	FactTransformRot270:           {en: "rotated 90° anticlockwise", zh: "逆时针旋转 90°", es: "girada 90° en sentido antihorario"},
	FactTransformFlipHorizontal:   {en: "mirrored left-right", zh: "左右镜像", es: "reflejada de izquierda a derecha"},
	FactTransformFlipVertical:     {en: "mirrored top-bottom", zh: "上下镜像", es: "reflejada de arriba abajo"},
	FactTransformFlipDiagonal:     {en: "reflected in the main diagonal", zh: "沿主对角线翻折", es: "reflejada en la diagonal principal"},
	FactTransformFlipAntiDiagonal: {en: "reflected in the anti-diagonal", zh: "沿反对角线翻折", es: "reflejada en la antidiagonal"},
	FactNone:                      {en: "none", zh: "无", es: "ninguna"},
	FactAnd:                       {en: " and ", zh: "、", es: " y "},
	FactComma:                     {en: ", ", zh: "、", es: ", ", same: true},
	FactClassSize:                 {en: "%[1]s of %[2]s", zh: "%[1]s 个含 %[2]s 个棋盘", es: "%[1]s de %[2]s"},
}
