package compare

// Sides returns the two searches compared, left then right.
func (m *Model) Sides() [2]Side { return [2]Side{m.sides[0].Side, m.sides[1].Side} }
