/// A value of the built-in templates' `observation` option, as the compile check makes projects.
struct ObservationVariant: Sendable, CustomStringConvertible {
    /// The option's value.
    let name: String

    var description: String { name }

    /// The `viper-gen project` arguments choosing the variant.
    var projectArguments: [String] { ["--set", "observation=\(name)"] }

    /// Every variant.
    static let all = [
        ObservationVariant(name: "ObservableObject"), ObservationVariant(name: "Observable"),
    ]
}
