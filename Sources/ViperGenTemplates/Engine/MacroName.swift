/// The built-in macro names (without `___`); `VARIABLE_<name>` is handled separately.
enum MacroName: String, CaseIterable, Sendable {
    case fileName = "FILENAME"
    case fileBaseName = "FILEBASENAME"
    case fileBaseNameAsIdentifier = "FILEBASENAMEASIDENTIFIER"
    case projectName = "PROJECTNAME"
    case productName = "PRODUCTNAME"
    case packageName = "PACKAGENAME"
    case targetName = "TARGETNAME"
    case fullUserName = "FULLUSERNAME"
    case userName = "USERNAME"
    case organizationName = "ORGANIZATIONNAME"
    case copyright = "COPYRIGHT"
    case date = "DATE"
    case year = "YEAR"
    case time = "TIME"
    case uuid = "UUID"
}
