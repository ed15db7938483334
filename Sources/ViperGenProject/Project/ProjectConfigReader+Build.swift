extension ProjectConfigReader {
    /// `build`: how the app is built, each value checked.
    func build() throws -> AppBuild? {
        guard
            let reader = try nested(
                "build", keys: AppBuild.keys,
                expected: "an object with " + AppBuild.keys.joined(separator: ", "))
        else { return nil }
        var build = AppBuild()
        build.swiftVersion = try reader.checked(
            "swiftVersion", expected: "a Swift language mode such as \"5\" or \"6\""
        ) { Self.isVersion($0, parts: 1...2) }
        build.deploymentTarget = try reader.checked(
            "deploymentTarget", expected: "an iOS version such as \"15.0\""
        ) { Self.isVersion($0, parts: 1...3) }
        let isolations = AppBuild.isolations.map { "\"\($0)\"" }.joined(separator: " or ")
        build.defaultIsolation = try reader.checked("defaultIsolation", expected: isolations) {
            AppBuild.isolations.contains($0)
        }
        build.viewIsolation = try reader.checked("viewIsolation", expected: isolations) {
            AppBuild.isolations.contains($0)
        }
        build.protocolIsolation = try reader.checked("protocolIsolation", expected: isolations) {
            AppBuild.isolations.contains($0)
        }
        return build
    }

    /// The string `key`, refused unless `isValid`.
    private func checked(_ key: String, expected: String, _ isValid: (String) -> Bool) throws
        -> String?
    {
        guard let node = object[key], node.value != .null else { return nil }
        guard case .string(let text) = node.value, isValid(text) else {
            throw ProjectError.invalidConfigValue(
                file: at(key), key: prefix + key, expected: expected)
        }
        return text
    }

    /// Whether `text` is a version of `parts` dot-separated numbers, such as `15.0`.
    static func isVersion(_ text: String, parts: ClosedRange<Int>) -> Bool {
        let components = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.contains(components.count)
            && components.allSatisfy {
                !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber)
            }
    }
}
