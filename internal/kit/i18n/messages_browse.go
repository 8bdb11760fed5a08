package i18n

// The solutions view (ui/browse): its keys, the info beside the board,
// the symmetry class, and the status line's messages. N, a solution's
// number and a duration come in as %s, as the view writes them.
const (
	BrowseKeyNext  ID = "browse.key.next"
	BrowseKeyPrev  ID = "browse.key.previous"
	BrowseKeyFirst ID = "browse.key.first"
	BrowseKeyLast  ID = "browse.key.last"
	BrowseKeyGoTo  ID = "browse.key.go-to"
	BrowseKeyClass ID = "browse.key.class"
	BrowseKeyWatch ID = "browse.key.watch"
	BrowseInput    ID = "browse.input" // the input's prompt; the number follows

	BrowseTypeNumber     ID = "browse.type-number" // %s the cancel key
	BrowseNotNumber      ID = "browse.not-number"  // %[1]s what was typed, quoted, %[2]s the range
	BrowseHas            ID = "browse.has"         // %[1]s N, %[2]s BrowseSolutions…, %[3]s the range
	BrowseSolutions      ID = "browse.solutions"   // plural on the solutions, %[2]s their digits
	BrowseUniques        ID = "browse.uniques"     // the same, of unique solutions
	BrowseUnique         ID = "browse.unique"      // one unique solution, as BrowseIsLast names it
	BrowseDigitsOnly     ID = "browse.digits-only" // %[1]s the range, %[2]s the go key, %[3]s cancel's
	BrowseIsLast         ID = "browse.is-last"     // %s WordSolution or BrowseUnique
	BrowseIsFirst        ID = "browse.is-first"    // %s WordSolution or BrowseUnique
	BrowseNeedsCount     ID = "browse.needs-count" // %[1]s the key, %[2]s N, %[3]s how long, %[4]s %[5]s the page keys, %[6]s the jump key, %[7]s the range
	BrowseCountingLast   ID = "browse.counting-last"
	BrowseClassSlow      ID = "browse.class-slow" // %[1]s the key, %[2]s N, %[3]s the first key
	BrowseRankSlow       ID = "browse.rank-slow"  // the same
	BrowseCountFailed    ID = "browse.count-failed"
	BrowseNothingToWatch ID = "browse.nothing-to-watch" // %[1]s N, %[2]s %[3]s the keys of N
	BrowseWatchSlow      ID = "browse.watch-slow"       // %s N
	BrowseNotCounted     ID = "browse.not-counted"      // %[1]s N, %[2]s how long
	BrowseSeekCost       ID = "browse.seek-cost"        // %[1]s how long, %[2]s N
	BrowseWalkCost       ID = "browse.walk-cost"        // %s N
	BrowseTooFar         ID = "browse.too-far"          // %[1]s the number, %[2]s why, %[3]s the range

	BrowseUnderMinute ID = "browse.under-a-minute"
	BrowseForever     ID = "browse.forever"
	BrowseAbout       ID = "browse.about" // %s a duration (Dur…)
	DurYears          ID = "duration.years"
	DurDays           ID = "duration.days"
	DurHours          ID = "duration.hours"
	DurMinutes        ID = "duration.minutes"
	DurSeconds        ID = "duration.seconds"
	WordCountless     ID = "word.countless" // a number too large to write, in a Dur…

	BrowseNoBoard       ID = "browse.no-board"   // %s N
	BrowseLargeSlow     ID = "browse.large-slow" // %s the key of a smaller N
	BrowseSolutionN     ID = "browse.solution-n"
	BrowseFundamentalN  ID = "browse.fundamental-n"
	BrowseFundamentalNo ID = "browse.fundamental-no" // %s its number, in a line
	WordColumns         ID = "word.columns"
	BrowseSymmetry      ID = "browse.symmetry"
	BrowseStandsFor     ID = "browse.stands-for" // plural on the solutions, %[2]s their digits
	BrowseItself        ID = "browse.itself"     // after BrowseFundamentalNo
	BrowseClassMinutes  ID = "browse.class-minutes"
	BrowseOneImage      ID = "browse.one-image"
	BrowseImages        ID = "browse.images"         // %[1]s how many, %[2]s the class key
	BrowseClassDetail   ID = "browse.class-detail"   // after BrowseClassOf: %[1]s BrowseDistinct, %[2]s the fundamental
	BrowseDistinct      ID = "browse.distinct"       // plural on the images, %[2]s their digits
	BrowseSomeImages    ID = "browse.some-images"    // %[1]s shown, %[2]s all
	BrowseShortIdentity ID = "browse.short.identity" // the class images' captions, a thumbnail wide
	BrowseShortRot90    ID = "browse.short.rot-90"
	BrowseShortRot180   ID = "browse.short.rot-180"
	BrowseShortRot270   ID = "browse.short.rot-270"
	BrowseShortFlipH    ID = "browse.short.flip-h"
	BrowseShortFlipV    ID = "browse.short.flip-v"
	BrowseShortFlipD    ID = "browse.short.flip-d"
	BrowseShortFlipA    ID = "browse.short.flip-a"
)

// browseMessages are the solutions view's.
var browseMessages = map[ID]entry{
	BrowseKeyNext:  {en: "next", zh: "下一个", es: "siguiente"},
	BrowseKeyPrev:  {en: "previous", zh: "上一个", es: "anterior"},
	BrowseKeyFirst: {en: "first", zh: "第一个", es: "primera"},
	BrowseKeyLast:  {en: "last", zh: "最后一个", es: "última"},
	BrowseKeyGoTo:  {en: "go to #", zh: "跳到 #", es: "ir a #"},
	BrowseKeyClass: {en: "symmetry class", zh: "对称类", es: "clase de simetría"},
	BrowseKeyWatch: {en: "watch it found", zh: "观看它被找到", es: "ver cómo se encuentra"},
	BrowseInput:    {en: "go to solution # ", zh: "跳到解 # ", es: "ir a la solución # "},

	BrowseTypeNumber: {en: "type a solution number, or %s", zh: "输入解的编号，或按 %s", es: "escribe un número de solución, o %s"},
	BrowseNotNumber:  {en: "%s is not a solution number: try %s", zh: "%s 不是解的编号：试试 %s", es: "%s no es un número de solución: prueba %s"},
	BrowseHas:        {en: "N=%s has %s: try %s", zh: "N=%s 共有 %s：试试 %s", es: "N=%s tiene %s: prueba %s"},
	BrowseSolutions:  {en: amountOf("%[2]s solution", "%[2]s solutions"), zh: counted("%[2]s 个解"), es: amountOf("%[2]s solución", "%[2]s soluciones")},
	BrowseUniques:    {en: amountOf("%[2]s unique solution", "%[2]s unique solutions"), zh: counted("%[2]s 个基本解"), es: amountOf("%[2]s solución única", "%[2]s soluciones únicas")},
	BrowseUnique:     {en: "unique solution", zh: "基本解", es: "solución única"},
	BrowseDigitsOnly: {en: "digits only: %s, %s to go, %s to cancel", zh: "只能输入数字：%s，%s 跳转，%s 取消", es: "solo dígitos: %s, %s para ir, %s para cancelar"},
	BrowseIsLast:     {en: "this is the last %s", zh: "这是最后一个%s", es: "esta es la última %s"},
	BrowseIsFirst:    {en: "this is the first %s", zh: "这是第一个%s", es: "esta es la primera %s"},
	BrowseNeedsCount: {
		en: "%s needs the count of the solutions, and a count of N=%s takes %s: page with %s and %s, or %s goes to %s",
		zh: "%s 需要先数出解的个数，而数 N=%s 要%s：用 %s 和 %s 翻页，或用 %s 跳到 %s",
		es: "%s necesita el número de soluciones, y contar N=%s lleva %s: pasa de página con %s y %s, o %s va a %s",
	},
	BrowseCountingLast: {en: "counting… the last solution comes when the count is done", zh: "计数中… 数完后就到最后一个解", es: "contando… la última solución llega cuando termine el recuento"},
	BrowseClassSlow: {
		en: "%s needs the class number of this solution, which takes minutes to find at N=%s this far in: %s goes to the first",
		zh: "%s 需要这个解的对称类编号，在 N=%s 排得这么靠后时要几分钟才能找到：%s 跳到第一个",
		es: "%s necesita el número de clase de esta solución, que a N=%s y tan adelante tarda minutos en encontrarse: %s va a la primera",
	},
	BrowseRankSlow: {
		en: "%s needs this fundamental's number among all solutions, which takes minutes to find at N=%s this far in: %s goes to the first",
		zh: "%s 需要这个基本解在全部解中的编号，在 N=%s 排得这么靠后时要几分钟才能找到：%s 跳到第一个",
		es: "%s necesita el número de esta fundamental entre todas las soluciones, que a N=%s y tan adelante tarda minutos en encontrarse: %s va a la primera",
	},
	BrowseCountFailed: {en: "count failed: %s", zh: "计数失败：%s", es: "el recuento falló: %s"},
	BrowseNothingToWatch: {
		en: "N=%s has no solution, so there is nothing to watch: %s and %s change N",
		zh: "N=%s 无解，没有可观看的：%s 和 %s 改变 N",
		es: "N=%s no tiene solución, así que no hay nada que ver: %s y %s cambian N",
	},
	BrowseWatchSlow: {
		en: "watching needs this fundamental's number among all solutions, which takes minutes to find at N=%s this far in",
		zh: "观看需要这个基本解在全部解中的编号，在 N=%s 排得这么靠后时要几分钟才能找到",
		es: "para verla hace falta el número de esta fundamental entre todas las soluciones, que a N=%s y tan adelante tarda minutos en encontrarse",
	},
	BrowseNotCounted: {en: "not counted: a count of N=%s takes %s", zh: "未计数：数 N=%s 要%s", es: "sin contar: contar N=%s lleva %s"},
	BrowseSeekCost:   {en: "seeking it costs a count, which takes %[1]s at N=%[2]s", zh: "找到它要先计数，在 N=%[2]s 要%[1]s", es: "buscarla cuesta un recuento, que lleva %[1]s a N=%[2]s"},
	BrowseWalkCost:   {en: "fundamentals are found by walking those before, which takes minutes at N=%s", zh: "基本解要逐个走过前面的才能找到，在 N=%s 要几分钟", es: "las fundamentales se encuentran recorriendo las anteriores, lo que lleva minutos a N=%s"},
	BrowseTooFar:     {en: "#%s is too far: %s — try %s", zh: "#%s 太远了：%s — 试试 %s", es: "#%s está demasiado lejos: %s — prueba %s"},

	BrowseUnderMinute: {en: "under a minute", zh: "不到一分钟", es: "menos de un minuto"},
	BrowseForever:     {en: "longer than anyone has waited", zh: "比任何人等过的都久", es: "más de lo que nadie ha esperado"},
	BrowseAbout:       {en: "about %s on one core", zh: "单核约 %s", es: "unos %s en un núcleo"},
	DurYears:          {en: amountOf("%[2]s year", "%[2]s years"), zh: counted("%[2]s 年"), es: amountOf("%[2]s año", "%[2]s años")},
	DurDays:           {en: amountOf("%[2]s day", "%[2]s days"), zh: counted("%[2]s 天"), es: amountOf("%[2]s día", "%[2]s días")},
	DurHours:          {en: amountOf("%[2]s hour", "%[2]s hours"), zh: counted("%[2]s 小时"), es: amountOf("%[2]s hora", "%[2]s horas")},
	DurMinutes:        {en: amountOf("%[2]s minute", "%[2]s minutes"), zh: counted("%[2]s 分钟"), es: amountOf("%[2]s minuto", "%[2]s minutos")},
	DurSeconds:        {en: amountOf("%[2]s second", "%[2]s seconds"), zh: counted("%[2]s 秒"), es: amountOf("%[2]s segundo", "%[2]s segundos")},
	WordCountless:     {en: "countless", zh: "无数", es: "incontables"},

	BrowseNoBoard: {
		en: "The %[1]s×%[1]s board has no solution: no %[1]s queens can stand without attacking each other.",
		zh: "%[1]s×%[1]s 的棋盘无解：%[1]s 个皇后不可能互不攻击。",
		es: "El tablero de %[1]s×%[1]s no tiene solución: %[1]s reinas no caben sin atacarse entre sí.",
	},
	BrowseLargeSlow:     {en: "on large boards the search can take long to reach it: %s makes N smaller", zh: "在大棋盘上，搜索可能要很久才能到达它：%s 减小 N", es: "en tableros grandes la búsqueda puede tardar mucho en llegar: %s reduce N"},
	BrowseSolutionN:     {en: "Solution %s", zh: "第 %s 个解", es: "Solución %s"},
	BrowseFundamentalN:  {en: "Fundamental %s", zh: "第 %s 个基本解", es: "Fundamental %s", same: true},
	BrowseFundamentalNo: {en: "fundamental #%s", zh: "基本解 #%s", es: "fundamental #%s", same: true},
	WordColumns:         {en: "columns", zh: "列", es: "columnas"},
	BrowseSymmetry:      {en: "Symmetry", zh: "对称", es: "Simetría"},
	BrowseStandsFor:     {en: amountOf("stands for %[2]s solution", "stands for %[2]s solutions"), zh: counted("代表 %[2]s 个解"), es: amountOf("representa %[2]s solución", "representa %[2]s soluciones")},
	BrowseItself:        {en: " itself", zh: " 本身", es: " (ella misma)"},
	BrowseClassMinutes:  {en: "(its class number takes minutes to find at N=%s this far in)", zh: "（在 N=%s 排得这么靠后时，它的类编号要几分钟才能找到）", es: "(su número de clase tarda minutos en encontrarse a N=%s tan adelante)"},
	BrowseOneImage:      {en: "its class has 1 image: every symmetry maps it onto itself", zh: "它的类只有 1 个像：每个对称变换都把它映到自身", es: "su clase tiene 1 imagen: toda simetría la deja igual"},
	BrowseImages:        {en: "its class has %s distinct images (%s shows them)", zh: "它的类有 %s 个不同的像（%s 显示它们）", es: "su clase tiene %s imágenes distintas (%s las muestra)"},
	BrowseClassDetail:   {en: ": %s of fundamental #%s", zh: "：%s，属于基本解 #%s", es: ": %s de la fundamental #%s"},
	BrowseDistinct:      {en: amountOf("%[2]s distinct image", "%[2]s distinct images"), zh: counted("%[2]s 个不同的像"), es: amountOf("%[2]s imagen distinta", "%[2]s imágenes distintas")},
	BrowseSomeImages:    {en: "%[1]s of %[2]s images: enlarge the window for all", zh: "%[2]s 个像中的 %[1]s 个：放大窗口可看全部", es: "%[1]s de %[2]s imágenes: agranda la ventana para verlas todas"},
	BrowseShortIdentity: {en: "identity", zh: "恒等", es: "identidad"},
	BrowseShortRot90:    {en: "rot 90°", zh: "转 90°", es: "giro 90°"},
	BrowseShortRot180:   {en: "rot 180°", zh: "转 180°", es: "giro 180°"},
	BrowseShortRot270:   {en: "rot 270°", zh: "转 270°", es: "giro 270°"},
	BrowseShortFlipH:    {en: "flip |", zh: "翻 |", es: "reflejo |"},
	BrowseShortFlipV:    {en: "flip -", zh: "翻 -", es: "reflejo -"},
	BrowseShortFlipD:    {en: "flip \\", zh: "翻 \\", es: "reflejo \\"},
	BrowseShortFlipA:    {en: "flip /", zh: "翻 /", es: "reflejo /"},
}
