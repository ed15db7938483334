import ViperGenProject

/// Why a module of an app without a unit-test target of its own gets no tests, and how to give it some.
extension Reporter {
    /// The reason printed after "Tests not written:" when the project records that the app
    /// has no unit-test target with a folder of its own (`writesTests` false).
    static func noTestTargetReason(app: String?, project: Project?) -> String {
        let target = app.map { "the \($0) target" } ?? "the app target"
        let folder = project?.config.testsPath ?? "its folder"
        return "no unit-test target with a folder of its own tests \(target) "
            + "(.viper-gen.json: \"writesTests\": false), so nothing would build them. Add a Unit "
            + "Testing Bundle target testing it in Xcode (or give the one it has a folder), then "
            + "set \"writesTests\" to true (and \"testsPath\" to its folder, \(folder) by "
            + "default) in .viper-gen.json, or run `viper-gen init --force` again"
    }
}
