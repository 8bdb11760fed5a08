package i18n

// The play view (ui/play), where the learner puts the queens down: its
// keys, the panel beside the board and the status line. A square comes in
// as %s, "(3,1)"; a line of attack as NarrAlong….
const (
	KeyUp          ID = "key.up" // the arrows' help, here and in the exercise
	KeyDown        ID = "key.down"
	KeyLeft        ID = "key.left"
	KeyRight       ID = "key.right"
	PlayKeyToggle  ID = "play.key.toggle"
	PlayKeyRuleOut ID = "play.key.rule-out"
	PlayKeyClear   ID = "play.key.clear"
	PlayKeyIdea    ID = "play.key.idea"
	PlayKeyWatch   ID = "play.key.watch"

	PlayStandsThere    ID = "play.stands-there"
	PlayCleared        ID = "play.cleared"
	PlayLifted         ID = "play.lifted"        // %s the square
	PlayConflict       ID = "play.conflict"      // %[1]s the square, %[2]s the attacker's, %[3]s NarrAlong…, %[4]s PlayAndMore or nothing
	PlayAndMore        ID = "play.and-more"      // %s how many more attack it
	PlayPlaced         ID = "play.placed"        // %s the square
	PlayIdeaConflict   ID = "play.idea-conflict" // %s the conflict glyph
	PlayAllStand       ID = "play.all-stand"
	PlayLooking        ID = "play.looking"
	PlayNoIdeaNone     ID = "play.no-idea-none" // %[1]s N, %[2]s the key of a larger N
	PlayNoIdea         ID = "play.no-idea"
	PlayIdea           ID = "play.idea"         // %[1]s the square, %[2]s its glyph
	PlayCannotGoOn     ID = "play.cannot-go-on" // %s the conflict glyph
	PlayGaps           ID = "play.gaps"         // %[1]s the empty row, %[2]s the row with a queen below it
	PlayTitle          ID = "play.title"        // after the queens placed: plural on N, %[2]s its digits
	PlayArrows         ID = "play.arrows"
	PlaySpace          ID = "play.space"
	PlaySolved         ID = "play.solved"      // %s the star
	PlaySolutionNo     ID = "play.solution-no" // %[1]s its number, %[2]s PlayOfTotal or nothing
	PlayOfTotal        ID = "play.of-total"    // %s all the solutions
	PlayFundamental    ID = "play.fundamental" // %[1]s its number or ?, %[2]s the symmetry, %[3]s PlayClassHas
	PlayItself         ID = "play.itself"      // the symmetry that is none
	PlayNotLooked      ID = "play.not-looked"  // %s N
	PlayFinding        ID = "play.finding"
	PlayThrough        ID = "play.through"        // a heading
	PlayAttackEach     ID = "play.attack-each"    // %s the conflict glyph
	PlaySquare         ID = "play.square"         // %s the square; a heading
	PlayStillPossible  ID = "play.still-possible" // after the count: plural on it
	PlayNoneAtAll      ID = "play.none-at-all"    // %s N
	PlayCannotComplete ID = "play.cannot-complete"
	PlayAtLeast        ID = "play.at-least" // the count follows
	PlayCountingAll    ID = "play.counting-all"
	PlayNotKnown       ID = "play.not-known" // %s the queens the search placed
	PlayMany           ID = "play.many"
	PlayTooLong        ID = "play.too-long"
	PlayClassHas       ID = "play.class-has"      // plural on the images, %[2]s their digits
	PlayQueenConflict  ID = "play.queen-conflict" // %[1]s the attacker's square, %[2]s NarrAlong…
	PlayQueenSafe      ID = "play.queen-safe"
	PlayAttackedBy     ID = "play.attacked-by" // %[1]s the attacker's square, %[2]s NarrAlong…
	PlayAndMoreCursor  ID = "play.and-more-cursor"
	PlaySafe           ID = "play.safe"
	PlayRuledByYou     ID = "play.ruled-by-you"
	PlayIdeaHere       ID = "play.idea-here"
)

// playMessages are the play view's.
var playMessages = map[ID]entry{
	KeyUp:          {en: "up", zh: "上", es: "arriba"},
	KeyDown:        {en: "down", zh: "下", es: "abajo"},
	KeyLeft:        {en: "left", zh: "左", es: "izquierda"},
	KeyRight:       {en: "right", zh: "右", es: "derecha"},
	PlayKeyToggle:  {en: "queen on/off", zh: "放/拿皇后", es: "poner/quitar reina"},
	PlayKeyRuleOut: {en: "rule out", zh: "排除", es: "descartar"},
	PlayKeyClear:   {en: "clear", zh: "清空", es: "vaciar"},
	PlayKeyIdea:    {en: "idea", zh: "提示", es: "idea", same: true},
	PlayKeyWatch:   {en: "continue in watch", zh: "在观看中继续", es: "seguir en ver"},

	PlayStandsThere:  {en: "a queen stands there: lift it first", zh: "那里有皇后：先把它拿起", es: "ahí hay una reina: retírala primero"},
	PlayCleared:      {en: "board cleared", zh: "棋盘已清空", es: "tablero vaciado"},
	PlayLifted:       {en: "lifted the queen at %s", zh: "拿起了 %s 的皇后", es: "retirada la reina de %s"},
	PlayConflict:     {en: "conflict: %s is attacked by the queen at %s %s%s", zh: "冲突：%s 被 %s 的皇后%s攻击%s", es: "conflicto: %s está atacada por la reina de %s %s%s"},
	PlayAndMore:      {en: " (and %s more)", zh: "（还有 %s 个）", es: " (y %s más)"},
	PlayPlaced:       {en: "queen placed at %s", zh: "皇后放在 %s", es: "reina colocada en %s"},
	PlayIdeaConflict: {en: "no idea helps while queens attack each other: lift one of the %s queens", zh: "皇后互相攻击时提示帮不上忙：拿起一个 %s 皇后", es: "ninguna idea sirve mientras haya reinas que se atacan: retira una de las reinas %s"},
	PlayAllStand:     {en: "all queens stand: nothing left to place", zh: "所有皇后都已放好：没有要放的了", es: "todas las reinas están puestas: no queda nada por colocar"},
	PlayLooking:      {en: "looking for an idea…", zh: "正在找提示…", es: "buscando una idea…"},
	PlayNoIdeaNone:   {en: "no idea: N=%s has no solution at all — %s makes N larger", zh: "没有提示：N=%s 根本无解 — %s 增大 N", es: "sin idea: N=%s no tiene ninguna solución — %s aumenta N"},
	PlayNoIdea:       {en: "no idea: no solution contains these queens — lift one", zh: "没有提示：没有解包含这些皇后 — 拿起一个", es: "sin idea: ninguna solución contiene estas reinas — retira una"},
	PlayIdea:         {en: "idea: a queen at %s still leads to a solution (shown %s)", zh: "提示：在 %s 放皇后仍能得到解（以 %s 标出）", es: "idea: una reina en %s aún lleva a una solución (se muestra %s)"},
	PlayCannotGoOn:   {en: "watch cannot go on: the search never puts a queen on an attacked square (%s)", zh: "观看无法继续：搜索从不把皇后放在被攻击的格上（%s）", es: "ver no puede seguir: la búsqueda no pone reinas en casillas atacadas (%s)"},
	PlayGaps: {
		en: "the search fills rows from the top: row %[1]s is empty but row %[2]s has a queen — fill rows 0 to %[2]s without gaps",
		zh: "搜索从上往下填行：第 %[1]s 行是空的，而第 %[2]s 行有皇后 — 请不留空行地填满第 0 到 %[2]s 行",
		es: "la búsqueda llena las filas desde arriba: la fila %[1]s está vacía pero la %[2]s tiene reina — llena las filas 0 a %[2]s sin huecos",
	},
	PlayTitle:          {en: amountOf(" of %[2]s queen placed", " of %[2]s queens placed"), zh: counted(" / %[2]s 个皇后已放置"), es: amountOf(" de %[2]s reina colocada", " de %[2]s reinas colocadas")},
	PlayArrows:         {en: "arrows move", zh: "方向键移动", es: "flechas: mover"},
	PlaySpace:          {en: "space: queen on/off", zh: "space：放/拿皇后", es: "space: poner/quitar reina"},
	PlaySolved:         {en: "%s Solved!", zh: "%s 解出来了！", es: "%s ¡Resuelto!"},
	PlaySolutionNo:     {en: "solution #%s%s in the order the search finds them", zh: "按搜索找到的顺序，这是解 #%s%s", es: "solución #%s%s en el orden en que la búsqueda las encuentra"},
	PlayOfTotal:        {en: " of %s", zh: " / %s", es: " de %s"},
	PlayFundamental:    {en: "fundamental #%s, %s; %s", zh: "基本解 #%s，%s；%s", es: "fundamental #%s, %s; %s", same: true},
	PlayItself:         {en: "itself", zh: "本身", es: "ella misma"},
	PlayNotLooked:      {en: "(its numbers are not looked up at N=%s: that would take minutes)", zh: "（在 N=%s 不查它的编号：那要几分钟）", es: "(sus números no se buscan a N=%s: llevaría minutos)"},
	PlayFinding:        {en: "finding its number", zh: "正在查找它的编号", es: "buscando su número"},
	PlayThrough:        {en: "Solutions through these queens", zh: "包含这些皇后的解", es: "Soluciones con estas reinas"},
	PlayAttackEach:     {en: " — queens attack each other (%s): no solution has that", zh: " — 皇后互相攻击（%s）：没有解是这样的", es: " — hay reinas que se atacan (%s): ninguna solución lo tiene"},
	PlaySquare:         {en: "Square %s", zh: "格 %s", es: "Casilla %s"},
	PlayStillPossible:  {en: amountOf(" complete solution still possible", " complete solutions still possible"), zh: counted(" 个完整的解仍有可能"), es: amountOf(" solución completa aún posible", " soluciones completas aún posibles")},
	PlayNoneAtAll:      {en: "0 — N=%[1]s has no solution at all: no %[1]s queens can stand without attacking each other", zh: "0 — N=%[1]s 根本无解：%[1]s 个皇后不可能互不攻击", es: "0 — N=%[1]s no tiene ninguna solución: %[1]s reinas no caben sin atacarse entre sí"},
	PlayCannotComplete: {en: "0 — this placement cannot be completed", zh: "0 — 这个摆放无法补全", es: "0 — esta colocación no se puede completar"},
	PlayAtLeast:        {en: "at least ", zh: "至少 ", es: "al menos "},
	PlayCountingAll:    {en: " — counting all", zh: " — 正在全部计数", es: " — contando todas"},
	PlayNotKnown:       {en: "not known: the search placed %s queens without completing one — too many to search here", zh: "未知：搜索放了 %s 个皇后也没补全一个 — 太多了，这里搜不完", es: "no se sabe: la búsqueda colocó %s reinas sin completar ninguna — demasiadas para buscar aquí"},
	PlayMany:           {en: "many: ", zh: "很多：", es: "muchas: "},
	PlayTooLong:        {en: "; counting them all would take too long", zh: "；全部数完要太久", es: "; contarlas todas llevaría demasiado"},
	PlayClassHas:       {en: amountOf("its class has %[2]s image", "its class has %[2]s images"), zh: counted("它的类有 %[2]s 个像"), es: amountOf("su clase tiene %[2]s imagen", "su clase tiene %[2]s imágenes")},
	PlayQueenConflict:  {en: "a queen in conflict: attacked by the queen at %s %s", zh: "冲突的皇后：被 %s 的皇后%s攻击", es: "una reina en conflicto: atacada por la reina de %s %s"},
	PlayQueenSafe:      {en: "a queen; no other attacks it", zh: "一个皇后；没有别的皇后攻击它", es: "una reina; ninguna otra la ataca"},
	PlayAttackedBy:     {en: "attacked by the queen at %s %s", zh: "被 %s 的皇后%s攻击", es: "atacada por la reina de %s %s"},
	PlayAndMoreCursor:  {en: " and %s more", zh: "，还有 %s 个", es: " y %s más"},
	PlaySafe:           {en: "safe: no queen attacks it", zh: "安全：没有皇后攻击它", es: "segura: ninguna reina la ataca"},
	PlayRuledByYou:     {en: " · ruled out by you", zh: " · 你已排除", es: " · descartada por ti"},
	PlayIdeaHere:       {en: " · the idea: a solution goes through it", zh: " · 提示：有解经过这里", es: " · la idea: una solución pasa por aquí"},
}
