import ViperGenKit
import ViperGenProject

/// A choice of the swiftui templates' options that pick variant folders, `observation` and
/// `tests`, as the compile check makes projects.
struct SwiftUIVariant: Sendable, CustomStringConvertible {
    /// The `observation` option's value.
    let observation: String
    /// The `tests` option's value: the library of the generated tests.
    let tests: String

    var description: String { "\(observation), \(tests)" }

    /// The `viper-gen project` arguments choosing the variant.
    var projectArguments: [String] {
        ["--set", "observation=\(observation)", "--set", "tests=\(tests)"]
    }

    /// Whether the generated tests use Swift Testing rather than XCTest.
    var usesSwiftTesting: Bool { tests == "SwiftTesting" }

    /// Every combination of the two options.
    static let all = ProjectConfig.observationChoices.flatMap { observation in
        ProjectConfig.testsChoices.map { SwiftUIVariant(observation: observation, tests: $0) }
    }
}
