package i18n

// The search tree's outline (solver/tree): `nqueens tree --format text`
// and the watch view's tree panel. A square is its digits, "(1,2)"; a
// count's plural form is picked by its first argument, its digits come
// second.
const (
	TreeEmptyBoard ID = "outline.empty-board"
	TreeGiven      ID = "outline.given"      // the queens given follow, as squares
	TreeMoreAbove  ID = "outline.more-above" // %[1]d the nodes hidden, %[2]s their digits
	TreeLineOf     ID = "outline.line-of"    // %[1]s a line's word (FactLine…), %[2]s the queen's square
	TreeBy         ID = "outline.by"         // %s the queen's square
	TreePruned     ID = "outline.pruned"     // %s TreeLineOf or TreeBy
	TreeSolution   ID = "outline.solution"   // %s the solution's number
	TreeTrying     ID = "outline.trying"
	TreeSummary    ID = "outline.summary"   // %[1]s the root's label, %[2]s the tree's size
	TreeNodes      ID = "outline.nodes"     // %[1]d the count, %[2]s its digits
	TreeSolutions  ID = "outline.solutions" // %[1]d the count, %[2]s its digits
)

var outlineMessages = map[ID]entry{
	TreeEmptyBoard: {en: "empty board", zh: "空棋盘", es: "tablero vacío"},
	TreeGiven:      {en: "given", zh: "已给出", es: "dadas"},
	TreeMoreAbove: {
		en: amountOf("%[2]s more node above", "%[2]s more nodes above"),
		zh: counted("上方还有 %[2]s 个节点"),
		es: amountOf("%[2]s nodo más arriba", "%[2]s nodos más arriba"),
	},
	TreeLineOf:   {en: "%[1]s of %[2]s", zh: "%[2]s 的%[1]s", es: "%[1]s de %[2]s"},
	TreeBy:       {en: "by %s", zh: "被 %s", es: "por %s"},
	TreePruned:   {en: "pruned: %s", zh: "剪除：%s", es: "podada: %s"},
	TreeSolution: {en: "solution %s", zh: "第 %s 个解", es: "solución %s"},
	TreeTrying:   {en: "trying", zh: "尝试中", es: "probando"},
	TreeSummary:  {en: "%[1]s: %[2]s", zh: "%[1]s：%[2]s", es: "%[1]s: %[2]s", same: true},
	TreeNodes: {
		en: amountOf("%[2]s node", "%[2]s nodes"),
		zh: counted("%[2]s 个节点"),
		es: amountOf("%[2]s nodo", "%[2]s nodos"),
	},
	TreeSolutions: {
		en: amountOf("%[2]s solution", "%[2]s solutions"),
		zh: counted("%[2]s 个解"),
		es: amountOf("%[2]s solución", "%[2]s soluciones"),
	},
}

// The line under the tree's chart and outline: how much pruning saves.
const (
	TreeTried        ID = "outline.tried"        // %[1]d the count, %[2]s its digits
	TreePlaced       ID = "outline.placed"       // %[1]d the count, %[2]s its digits
	TreePlacements   ID = "outline.placements"   // %[1]d the count's form, %[2]s its digits
	TreePermutations ID = "outline.permutations" // %[1]d the count's form, %[2]s its digits
)

var outlineTotalsMessages = map[ID]entry{
	TreeTried: {
		en: amountOf("tried %[2]s square", "tried %[2]s squares"),
		zh: counted("尝试了 %[2]s 个格"),
		es: amountOf("probó %[2]s casilla", "probó %[2]s casillas"),
	},
	TreePlaced: {
		en: amountOf("placed %[2]s queen", "placed %[2]s queens"),
		zh: counted("放下了 %[2]s 个皇后"),
		es: amountOf("colocó %[2]s reina", "colocó %[2]s reinas"),
	},
	TreePlacements: {
		en: amountOf("%[2]s placement", "%[2]s placements"),
		zh: counted("%[2]s 种放法"),
		es: amountOf("%[2]s colocación", "%[2]s colocaciones"),
	},
	TreePermutations: {
		en: amountOf("%[2]s permutation", "%[2]s permutations"),
		zh: counted("%[2]s 种排列"),
		es: amountOf("%[2]s permutación", "%[2]s permutaciones"),
	},
}
