// ___FILENAME___
struct ___VARIABLE_moduleName___View {}
