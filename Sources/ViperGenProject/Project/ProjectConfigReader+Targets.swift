/// The keys `viper-gen init` records about the app's Xcode targets: `target` and
/// `writesTests`.
extension ProjectConfigReader {
    /// Reads `target` (a target name, not empty) and `writesTests` (true or false) into
    /// `config`.
    func readTargets(into config: inout ProjectConfig) throws {
        if let target = try string("target") {
            guard !target.isEmpty else {
                throw ProjectError.invalidConfigValue(
                    file: at("target"), key: "target",
                    expected: "the name of the app's target in the .xcodeproj, not empty")
            }
            config.target = target
        }
        if let node = object["writesTests"], node.value != .null {
            guard case .boolean(let writes) = node.value else {
                throw ProjectError.invalidConfigValue(
                    file: at("writesTests"), key: "writesTests",
                    expected: "true or false (false: the app has no unit-test target, so "
                        + "modules get no tests)")
            }
            config.writesTests = writes
        }
    }
}
