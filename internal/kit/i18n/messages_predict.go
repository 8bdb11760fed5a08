package i18n

// Predict mode's words: the questions (internal/teach/predict builds
// them), the reasons its reveals give, the answers as a view says them,
// the score, and the lines the watch view writes around them. Squares
// ("(3,1)"), rows, counts and lists of columns come in as %s, written as
// the English writes them; a line of attack is a NarrAlong… message.
const (
	PredAskSafe      ID = "predict.ask.safe"     // %s the square
	PredAskAttacker  ID = "predict.ask.attacker" // %s the square
	PredAskColumnMRV ID = "predict.ask.column-mrv"
	PredAskColumn    ID = "predict.ask.column"      // %s the row
	PredAskNext      ID = "predict.ask.next-column" // %[1]s the lifted queen's square, %[2]s its row
	PredAskLifted    ID = "predict.ask.lifted"
	PredAskPruned    ID = "predict.ask.pruned" // %s the queen's square
	PredAskWipeOut   ID = "predict.ask.wipe-out"
	PredAskMove      ID = "predict.ask.move" // %[1]s the queen's square, %[2]s its row
	PredAskNumber    ID = "predict.ask.solution-number"
	PredAskMirror    ID = "predict.ask.new-or-mirror"

	PredWhySolution  ID = "predict.why.solution"   // %[1]s the solution's number, %[2]s its columns
	PredWhyAttacked  ID = "predict.why.attacked"   // %[1]s square, %[2]s the queen's, %[3]s NarrAlong…
	PredWhySafe      ID = "predict.why.safe"       // %[1]s square, %[2]s its column, %[3]s row−col, %[4]s row+col
	PredWhyAttacker  ID = "predict.why.attacker"   // %[1]s the queen's square, %[2]s the square, %[3]s NarrAlong…
	PredWhyOther     ID = "predict.why.other"      // %[1]s a queen's square, %[2]s NarrAlong…
	PredWhySoDoes    ID = "predict.why.so-does"    // %s the PredWhyOther items, joined by PredListSep
	PredListSep      ID = "predict.list-separator" // between the items of a list in a sentence
	PredWhyRowLift   ID = "predict.why.row-lift"   // %[1]s the row, %[2]s the queen above's square
	PredWhyRowOver   ID = "predict.why.row-over"   // %s the row
	PredWhyMRV       ID = "predict.why.mrv"        // %[1]s the row, %[2]s the square
	PredWhyDomain    ID = "predict.why.domain"     // %[1]s the square, %[2]s the row
	PredWhyRule      ID = "predict.why.rule"       // %[1]s the square, %[2]s the column from 1, %[3]s the rule
	PredWhyLowBit    ID = "predict.why.low-bit"    // %[1]s the square, %[2]s the row
	PredWhyRightOf   ID = "predict.why.right-of"   // %[1]s the square, %[2]s the column left
	PredWhyFirstSafe ID = "predict.why.first-safe" // %[1]s the square, %[2]s the row
	PredWhyFCFull    ID = "predict.why.fc-full"    // %s the lifted queen's square
	PredWhyFCWiped   ID = "predict.why.fc-wiped"   // %[1]s the square, %[2]s the row wiped out
	PredWhyFCDead    ID = "predict.why.fc-dead"    // %[1]s the dead row, %[2]s the square
	PredWhyFull      ID = "predict.why.full"       // %s the lifted queen's square
	PredWhyDead      ID = "predict.why.dead"       // %[1]s the dead row, %[2]s the square
	PredWhyPruned    ID = "predict.why.pruned"     // %[1]s the queen's square, %[2]s NarrSquares, %[3]s the squares
	PredWhyWiped     ID = "predict.why.wiped"      // %[1]s the row, %[2]s the queen's square
	PredWhyNoneEmpty ID = "predict.why.none-empty"
	PredWhyKeeps     ID = "predict.why.keeps"    // %[1]s the row, %[2]s NarrSquares
	PredWhyMovesTo   ID = "predict.why.moves-to" // %s the square
	PredWhyStays     ID = "predict.why.stays"
	PredWhyMove      ID = "predict.why.move" // %[1]s the row, %[2]s the counts, %[3]s the fewest, %[4]s its columns, %[5]s PredWhyMovesTo or PredWhyStays
	PredWhyTies      ID = "predict.why.ties"
	PredWhyNew       ID = "predict.why.new"    // %s the columns
	PredWhyMirror    ID = "predict.why.mirror" // %[1]s the columns, %[2]s the earlier's, %[3]s the symmetry (fact.transform)

	PredChoiceSafe     ID = "predict.choice.safe"
	PredChoiceAttacked ID = "predict.choice.attacked"
	PredChoiceYes      ID = "predict.choice.yes"
	PredChoiceNo       ID = "predict.choice.no"
	PredChoiceNew      ID = "predict.choice.new"
	PredChoiceMirror   ID = "predict.choice.mirror"
	PredNowhere        ID = "predict.nowhere"

	PredScore      ID = "predict.score"         // %[1]s right, %[2]s asked, %[3]s the streak
	PredScoreBest  ID = "predict.score.best"    // %s the best streak
	PredScoreSkip  ID = "predict.score.skipped" // %s how many
	PredScoreLine  ID = "predict.score-line"    // %[1]s the density's name, %[2]s PredScore
	PredTitle      ID = "predict.title"         // %s the density's name
	PredTypeNumber ID = "predict.type-number"   // %s the answer key
	PredPicked     ID = "predict.picked"        // %s the squares
	PredRoomGiven  ID = "predict.room-answered" // %s the answer
	PredYouSaid    ID = "predict.you-said"      // %s the answer
	PredAgain      ID = "predict.asked-again"
	PredFollowUp   ID = "predict.follow-up" // %[1]s the verdict, %[2]s the answer: before the next question
	PredBecause    ID = "predict.because"   // %s the reason, after the verdict
	PredSkipped    ID = "predict.skipped"
	PredRight      ID = "predict.right"
	PredWrong      ID = "predict.wrong"
	PredDigits     ID = "predict.digits"
	PredLeaves     ID = "predict.leaves" // %[1]s predict's key, %[2]s density's
	PredTeacher    ID = "predict.teacher"
	PredGoesOn     ID = "predict.goes-on"      // %[1]s forward's key, %[2]s play's, %[3]s back's
	PredAsks       ID = "predict.density-note" // %[1]s a PredDensity…, %[2]s density's key
	PredLiftOnly   ID = "predict.lift-only"    // %s the lifted queen's square

	PredDensityEvery      ID = "predict.density.every"
	PredDensityAttacks    ID = "predict.density.attacks"
	PredDensityBacktracks ID = "predict.density.backtracks"
	PredDensityRows       ID = "predict.density.rows"
	PredDensitySolutions  ID = "predict.density.solutions"

	KeyCursor  ID = "key.cursor"
	KeyPick    ID = "key.pick"
	KeyAnswer  ID = "key.answer"
	KeyNowhere ID = "key.nowhere"
	KeyErase   ID = "key.erase"
)

// predictMessages are predict mode's.
var predictMessages = map[ID]entry{
	PredAskSafe:      {en: "%s is tried: is it safe, or attacked?", zh: "尝试 %s：它安全，还是被攻击？", es: "se prueba %s: ¿está segura o atacada?"},
	PredAskAttacker:  {en: "%s is attacked: by which queen?", zh: "%s 被攻击：被哪个皇后？", es: "%s está atacada: ¿por qué reina?"},
	PredAskColumnMRV: {en: "MRV picks the row with the fewest squares left: where does the next queen go?", zh: "MRV 选剩余格最少的行：下一个皇后放在哪里？", es: "MRV elige la fila con menos casillas restantes: ¿dónde va la siguiente reina?"},
	PredAskColumn:    {en: "row %s is entered: on which square will its queen stand (or nowhere)?", zh: "进入第 %s 行：它的皇后会放在哪个格（或无处可放）？", es: "se entra en la fila %s: ¿en qué casilla quedará su reina (o en ninguna)?"},
	PredAskNext:      {en: "the queen at %[1]s was lifted: where does row %[2]s's queen go next (or nowhere)?", zh: "%[1]s 的皇后被拿起：第 %[2]s 行的皇后接下来放在哪里（或无处可放）？", es: "se retiró la reina de %[1]s: ¿adónde va ahora la reina de la fila %[2]s (o a ninguna parte)?"},
	PredAskLifted:    {en: "a dead end: which queen is lifted?", zh: "死路：拿起哪个皇后？", es: "callejón sin salida: ¿qué reina se retira?"},
	PredAskPruned:    {en: "the queen at %s is down: which squares does it prune from the other rows?", zh: "%s 的皇后已放下：它从其他行剪掉哪些格？", es: "la reina de %s está colocada: ¿qué casillas poda de las otras filas?"},
	PredAskWipeOut:   {en: "after this prune, is some row left with no square at all (a wipe-out)?", zh: "这次剪枝之后，是否有某一行一个格都不剩（域清空）？", es: "tras esta poda, ¿queda alguna fila sin ninguna casilla (dominio vacío)?"},
	PredAskMove:      {en: "the queen at %[1]s is picked: to which square of row %[2]s does it move?", zh: "选中 %[1]s 的皇后：它会移到第 %[2]s 行的哪个格？", es: "se elige la reina de %[1]s: ¿a qué casilla de la fila %[2]s se mueve?"},
	PredAskNumber:    {en: "a solution! how many solutions will have been found, this one included?", zh: "一个解！连同这个在内，一共会找到几个解？", es: "¡una solución! ¿cuántas soluciones se habrán encontrado, contando esta?"},
	PredAskMirror:    {en: "is this solution new, or a mirror image of one found before?", zh: "这个解是新的，还是之前某个解的镜像？", es: "¿esta solución es nueva, o la imagen reflejada de una hallada antes?"},

	PredWhySolution: {en: "solution %[1]s: columns %[2]s", zh: "第 %[1]s 个解：各行的列为 %[2]s", es: "solución %[1]s: columnas %[2]s"},
	PredWhyAttacked: {en: "%[1]s is attacked by the queen at %[2]s %[3]s", zh: "%[1]s 被 %[2]s 的皇后%[3]s攻击", es: "%[1]s está atacada por la reina de %[2]s %[3]s"},
	PredWhySafe: {
		en: "%[1]s is safe: no queen on its column %[2]s, its diagonal row−col = %[3]s or its anti-diagonal row+col = %[4]s",
		zh: "%[1]s 安全：它的第 %[2]s 列、对角线 行−列 = %[3]s、反对角线 行+列 = %[4]s 上都没有皇后",
		es: "%[1]s es segura: ninguna reina en su columna %[2]s, su diagonal fila−col = %[3]s ni su antidiagonal fila+col = %[4]s",
	},
	PredWhyAttacker: {en: "the queen at %[1]s attacks %[2]s %[3]s", zh: "%[1]s 的皇后%[3]s攻击 %[2]s", es: "la reina de %[1]s ataca %[2]s %[3]s"},
	PredWhyOther:    {en: "%[1]s %[2]s", zh: "%[1]s（%[2]s）", es: "%[1]s %[2]s", same: true},
	PredWhySoDoes: {
		en: "; so does %s (the search checks the column first, then the diagonals)",
		zh: "；%s 也攻击它（搜索先查列，再查对角线）",
		es: "; también la ataca %s (la búsqueda mira primero la columna, luego las diagonales)",
	},
	PredListSep:      {en: ", ", zh: "、", es: ", ", same: true},
	PredWhyRowLift:   {en: "row %[1]s has no square left: the queen at %[2]s above is lifted", zh: "第 %[1]s 行没有剩下的格：拿起上方 %[2]s 的皇后", es: "a la fila %[1]s no le queda casilla: se retira la reina de %[2]s, arriba"},
	PredWhyRowOver:   {en: "row %s has no square left, and the search is over", zh: "第 %s 行没有剩下的格，搜索结束", es: "a la fila %s no le queda casilla, y la búsqueda termina"},
	PredWhyMRV:       {en: "MRV fills row %[1]s (the fewest squares left) and takes its first square, %[2]s", zh: "MRV 填第 %[1]s 行（剩余格最少），取它的第一个格 %[2]s", es: "MRV llena la fila %[1]s (la de menos casillas restantes) y toma su primera casilla, %[2]s"},
	PredWhyDomain:    {en: "%[1]s is the first square left in row %[2]s's domain", zh: "%[1]s 是第 %[2]s 行域中剩下的第一个格", es: "%[1]s es la primera casilla que queda en el dominio de la fila %[2]s"},
	PredWhyRule:      {en: "%[1]s is column %[2]s counted from 1 — %[3]s", zh: "%[1]s 是从 1 数起的第 %[2]s 列 — %[3]s", es: "%[1]s es la columna %[2]s contando desde 1 — %[3]s"},
	PredWhyLowBit:    {en: "%[1]s is the lowest free bit of row %[2]s (free & −free)", zh: "%[1]s 是第 %[2]s 行最低的空闲位（free & −free）", es: "%[1]s es el bit libre más bajo de la fila %[2]s (free & −free)"},
	PredWhyRightOf:   {en: "%[1]s is the first safe square right of column %[2]s", zh: "%[1]s 是第 %[2]s 列右边第一个安全的格", es: "%[1]s es la primera casilla segura a la derecha de la columna %[2]s"},
	PredWhyFirstSafe: {en: "%[1]s is the first safe square of row %[2]s from the left", zh: "%[1]s 是第 %[2]s 行从左数第一个安全的格", es: "%[1]s es la primera casilla segura de la fila %[2]s desde la izquierda"},
	PredWhyFCFull:    {en: "all rows are filled: the last queen put down, %s, is lifted to look for more", zh: "所有行已放满：拿起最后放下的皇后 %s，继续寻找更多的解", es: "todas las filas están llenas: la última reina colocada, %s, se retira para buscar más"},
	PredWhyFCWiped:   {en: "%[1]s left row %[2]s's domain empty: it is lifted", zh: "%[1]s 让第 %[2]s 行的域清空：拿起它", es: "%[1]s dejó vacío el dominio de la fila %[2]s: se retira"},
	PredWhyFCDead:    {en: "row %[1]s has no square left to try: the queen put down last, %[2]s, is lifted", zh: "第 %[1]s 行没有可尝试的格了：拿起最后放下的皇后 %[2]s", es: "a la fila %[1]s no le queda casilla por probar: se retira la última reina colocada, %[2]s"},
	PredWhyFull:      {en: "all rows are filled: the queen of the last row, %s, is lifted to look for more", zh: "所有行已放满：拿起最后一行的皇后 %s，继续寻找更多的解", es: "todas las filas están llenas: la reina de la última fila, %s, se retira para buscar más"},
	PredWhyDead:      {en: "row %[1]s has no safe square left: the queen above it, %[2]s, is lifted", zh: "第 %[1]s 行没有安全的格了：拿起它上方的皇后 %[2]s", es: "a la fila %[1]s no le queda casilla segura: se retira la reina de encima, %[2]s"},
	PredWhyPruned:    {en: "the queen at %[1]s takes %[2]s out of the domains of the rows without a queen: %[3]s", zh: "%[1]s 的皇后从没有皇后的行的域中去掉 %[2]s：%[3]s", es: "la reina de %[1]s quita %[2]s de los dominios de las filas sin reina: %[3]s"},
	PredWhyWiped:     {en: "row %[1]s has no square left: the queen at %[2]s took its last, and is lifted next", zh: "第 %[1]s 行没有剩下的格：%[2]s 的皇后拿走了它的最后一个格，接下来被拿起", es: "a la fila %[1]s no le queda casilla: la reina de %[2]s le quitó la última, y se retira a continuación"},
	PredWhyNoneEmpty: {en: "no row is left empty", zh: "没有哪一行被清空", es: "ninguna fila queda vacía"},
	PredWhyKeeps:     {en: "every row without a queen keeps a square (the fewest: row %[1]s, %[2]s)", zh: "每个没有皇后的行都还有格（最少的是第 %[1]s 行，%[2]s）", es: "cada fila sin reina conserva alguna casilla (la que menos: fila %[1]s, %[2]s)"},
	PredWhyMovesTo:   {en: "moves to %s", zh: "移到 %s", es: "se mueve a %s"},
	PredWhyStays:     {en: "stays where it is", zh: "留在原处", es: "se queda donde está"},
	PredWhyMove: {
		en: "row %[1]s's squares are attacked by %[2]s queens: the fewest, %[3]s, at column %[4]s; the queen %[5]s",
		zh: "第 %[1]s 行各格受到的攻击数依次为 %[2]s：最少 %[3]s 个，在第 %[4]s 列；皇后%[5]s",
		es: "las casillas de la fila %[1]s están atacadas por %[2]s reinas: lo mínimo, %[3]s, en la columna %[4]s; la reina %[5]s",
	},
	PredWhyTies:   {en: " (drawn at random among the ties)", zh: "（在并列的格中随机抽取）", es: " (elegida al azar entre los empates)"},
	PredWhyNew:    {en: "new: no mirror image of %s comes before it", zh: "新的：%s 的镜像都不在它之前", es: "nueva: ninguna imagen reflejada de %s viene antes"},
	PredWhyMirror: {en: "a mirror: %[1]s is the earlier solution %[2]s %[3]s", zh: "镜像：%[1]s 是之前的解 %[2]s %[3]s所得", es: "un reflejo: %[1]s es la solución anterior %[2]s %[3]s"},

	PredChoiceSafe:     {en: "safe", zh: "安全", es: "segura"},
	PredChoiceAttacked: {en: "attacked", zh: "被攻击", es: "atacada"},
	PredChoiceYes:      {en: "yes", zh: "是", es: "sí"},
	PredChoiceNo:       {en: "no", zh: "否", es: "no", same: true},
	PredChoiceNew:      {en: "new", zh: "新的", es: "nueva"},
	PredChoiceMirror:   {en: "mirror", zh: "镜像", es: "reflejo"},
	PredNowhere:        {en: "nowhere", zh: "无处可放", es: "ninguna"},

	PredScore:      {en: "%[1]s/%[2]s right · streak %[3]s", zh: "答对 %[1]s/%[2]s · 连对 %[3]s", es: "%[1]s/%[2]s bien · racha %[3]s"},
	PredScoreBest:  {en: " (best %s)", zh: "（最佳 %s）", es: " (mejor %s)"},
	PredScoreSkip:  {en: " · %s skipped", zh: " · 跳过 %s", es: " · %s saltadas"},
	PredScoreLine:  {en: "predict %[1]s · %[2]s", zh: "预测 %[1]s · %[2]s", es: "predecir %[1]s · %[2]s"},
	PredTitle:      {en: "predict %s", zh: "预测 %s", es: "predecir %s"},
	PredTypeNumber: {en: "type the number, then %s", zh: "输入数字，然后按 %s", es: "escribe el número y luego %s"},
	PredPicked:     {en: " picked: %s", zh: " 已选：%s", es: " elegidas: %s"},
	PredRoomGiven:  {en: " — you answered %s; the teacher reveals", zh: " — 你答了 %s；由老师揭晓", es: " — respondiste %s; el profesor revela"},
	PredYouSaid:    {en: " (you said %s)", zh: "（你答的是 %s）", es: " (dijiste %s)"},
	PredAgain:      {en: " (asked again: the score keeps the first answer)", zh: "（再次提问：得分按第一次的回答）", es: " (otra vez: la puntuación guarda la primera respuesta)"},
	PredFollowUp:   {en: "%[1]s: %[2]s. ", zh: "%[1]s：%[2]s。", es: "%[1]s: %[2]s. ", same: true},
	PredBecause:    {en: ": %s", zh: "：%s", es: ": %s", same: true},
	PredSkipped:    {en: "skipped", zh: "已跳过", es: "saltada"},
	PredRight:      {en: "right", zh: "答对", es: "bien"},
	PredWrong:      {en: "wrong", zh: "答错", es: "mal"},
	PredDigits:     {en: "digits", zh: "数字", es: "dígitos"},
	PredLeaves:     {en: "%[1]s leaves · %[2]s density", zh: "%[1]s 退出 · %[2]s 频率", es: "%[1]s sale · %[2]s frecuencia"},
	PredTeacher:    {en: "the teacher asks and reveals", zh: "由老师提问和揭晓", es: "el profesor pregunta y revela"},
	PredGoesOn:     {en: "%[1]s or %[2]s goes on · %[3]s asks again", zh: "%[1]s 或 %[2]s 继续 · %[3]s 再问一次", es: "%[1]s o %[2]s sigue · %[3]s vuelve a preguntar"},
	PredAsks:       {en: "predict mode asks %[1]s — %[2]s changes it", zh: "预测模式%[1]s提问 — %[2]s 更改", es: "el modo predecir pregunta %[1]s — %[2]s lo cambia"},
	PredLiftOnly:   {en: "backtrack: lift the queen at %s", zh: "回溯：拿起 %s 的皇后", es: "retroceso: retirar la reina de %s"},

	PredDensityEvery:      {en: "at every decision", zh: "在每个决定处", es: "en cada decisión"},
	PredDensityAttacks:    {en: "about attacks", zh: "针对攻击", es: "sobre ataques"},
	PredDensityBacktracks: {en: "at dead ends", zh: "在死路处", es: "en los callejones sin salida"},
	PredDensityRows:       {en: "once a row", zh: "每行一次", es: "una vez por fila"},
	PredDensitySolutions:  {en: "at solutions", zh: "在解处", es: "en las soluciones"},

	KeyCursor:  {en: "cursor", zh: "光标", es: "cursor", same: true},
	KeyPick:    {en: "pick", zh: "选取", es: "elegir"},
	KeyAnswer:  {en: "answer", zh: "回答", es: "responder"},
	KeyNowhere: {en: "nowhere", zh: "无处可放", es: "ninguna"},
	KeyErase:   {en: "erase", zh: "删除", es: "borrar"},
}
