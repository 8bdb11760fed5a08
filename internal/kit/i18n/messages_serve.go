package i18n

var serveMessages = map[ID]entry{}
