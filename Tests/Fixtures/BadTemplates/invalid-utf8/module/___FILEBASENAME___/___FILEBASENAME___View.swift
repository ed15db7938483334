// ___FILENAME___
// café (Latin-1, not UTF-8)
struct ___VARIABLE_moduleName___View {}
