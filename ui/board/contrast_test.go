package board

// wcagAA is the contrast WCAG AA asks between normal text and its
// background, and every board glyph keeps against its square.
const wcagAA = 4.5
