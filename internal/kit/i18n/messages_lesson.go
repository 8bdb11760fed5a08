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
	LessonGoTo      ID = "lesson.go-to"      // what the go-to-slide key does
	LessonGo        ID = "lesson.go"         // the go-to prompt's enter
	LessonCancel    ID = "lesson.cancel"     // the go-to prompt's esc
	LessonPrompt    ID = "lesson.prompt"     // the go-to prompt, before the number typed
	LessonOf        ID = "lesson.of"         // after the number typed: %[1]s the slides
	LessonNoSlide   ID = "lesson.no-slide"   // %[1]s the number typed; %[2]s the last slide
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
	LessonGoTo:    {en: "go to", zh: "跳转", es: "ir a"},
	LessonGo:      {en: "go", zh: "前往", es: "ir"},
	LessonCancel:  {en: "cancel", zh: "取消", es: "cancelar"},
	LessonPrompt:  {en: "slide: ", zh: "幻灯片：", es: "diapositiva: "},
	LessonOf:      {en: "_ of %[1]s", zh: "_ / %[1]s", es: "_ de %[1]s"},
	LessonNoSlide: {en: "no slide %[1]s: this lesson's slides are 1 to %[2]s", zh: "没有第 %[1]s 张：这一课的幻灯片是 1 到 %[2]s", es: "no hay diapositiva %[1]s: las de esta lección van de 1 a %[2]s"},
	LessonBadSlide: {
		en: "--slide %[1]s: %[2]s has %[3]s, 1 to %[4]s",
		zh: "--slide %[1]s：%[2]s 有 %[3]s，1 到 %[4]s",
		es: "--slide %[1]s: %[2]s tiene %[3]s, de 1 a %[4]s",
	},
}
