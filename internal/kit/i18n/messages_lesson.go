package i18n

import "golang.org/x/text/feature/plural"

// The lesson player's bar and the lesson command's lines.
const (
	LessonSlideOf   ID = "lesson.slide-of" // %[1]s the slide, from 1; %[2]s how many
	LessonNext      ID = "lesson.next"     // what the next-slide key does
	LessonPrev      ID = "lesson.previous"
	LessonFirst     ID = "lesson.first"
	LessonLast      ID = "lesson.last"
	LessonFirstLast ID = "lesson.first-last" // the bar's one word for the first and last keys
	LessonSlides    ID = "lesson.slides"     // plural on the count (an int), %[2]s its digits
	LessonComeBack  ID = "lesson.come-back"  // %[1]s the slide, from 1; %[2]s the lesson as typed
	LessonBadSlide  ID = "lesson.bad-slide"  // %[1]s --slide; %[2]s the lesson; %[3]s LessonSlides; %[4]s the last
)

// lessonMessages are the lesson player's and the lesson command's.
var lessonMessages = map[ID]entry{
	LessonSlideOf:   {en: "slide %[1]s of %[2]s", zh: "第 %[1]s/%[2]s 张", es: "diapositiva %[1]s de %[2]s"},
	LessonNext:      {en: "next", zh: "下一张", es: "siguiente"},
	LessonPrev:      {en: "previous", zh: "上一张", es: "anterior"},
	LessonFirst:     {en: "first", zh: "第一张", es: "primera"},
	LessonLast:      {en: "last", zh: "最后一张", es: "última"},
	LessonFirstLast: {en: "first/last", zh: "第一张/最后一张", es: "primera/última"},
	LessonSlides: {
		en: plural.Selectf(1, "%d", plural.One, "%[2]s slide", plural.Other, "%[2]s slides"),
		zh: plural.Selectf(1, "%d", plural.Other, "%[2]s 张幻灯片"), // Chinese has one form
		es: plural.Selectf(1, "%d", plural.One, "%[2]s diapositiva", plural.Other, "%[2]s diapositivas"),
	},
	LessonComeBack: {
		en: "left at slide %[1]s: nqueens lesson %[2]s --slide %[1]s comes back to it",
		zh: "停在第 %[1]s 张：nqueens lesson %[2]s --slide %[1]s 可回到这里",
		es: "dejada en la diapositiva %[1]s: nqueens lesson %[2]s --slide %[1]s vuelve a ella",
	},
	LessonBadSlide: {
		en: "--slide %[1]s: %[2]s has %[3]s, 1 to %[4]s",
		zh: "--slide %[1]s：%[2]s 有 %[3]s，1 到 %[4]s",
		es: "--slide %[1]s: %[2]s tiene %[3]s, de 1 a %[4]s",
	},
}
