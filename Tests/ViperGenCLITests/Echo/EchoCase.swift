import Testing
import ViperGenTestSupport

/// A command line that makes viper-gen echo a value it was given, in a message.
struct EchoCase: Sendable, CustomTestStringConvertible {
    /// What echoes the value.
    let source: String
    /// The arguments after `viper-gen`.
    let arguments: [String]
    /// The environment variables.
    var variables: [String: String] = [:]

    var testDescription: String { source }

    /// The sources that refuse the hostile value, each with it.
    static let hostile = all(HostileValue.text)

    /// The sources that refuse the million-character value, each with it (an author or a
    /// bundle identifier prefix that long is valid).
    static let long = all(HostileValue.long).filter {
        $0.source != "--author" && $0.source != "bundleIdentifierPrefix"
    }

    /// The arguments and environment that hand `value` to each command-line source.
    private static func all(_ value: String) -> [EchoCase] {
        let flags = ["--author", "Jane", "--organization", "Acme"]
        return [
            EchoCase(source: "unknown command", arguments: [value]),
            EchoCase(source: "help of an unknown command", arguments: ["help", value]),
            EchoCase(source: "unknown option", arguments: ["module", "Payments", "--" + value]),
            EchoCase(
                source: "unknown option=value",
                arguments: ["module", "Payments", "--\(value)=1"]),
            EchoCase(
                source: "--set key", arguments: ["module", "Payments", "--set", value + "=1"]),
            EchoCase(source: "--set without =", arguments: ["module", "Payments", "--set", value]),
            EchoCase(
                source: "--set value of a popup",
                arguments: ["module", "Payments", "--set", "observation=" + value] + flags),
            EchoCase(
                source: "--template name",
                arguments: ["module", "Payments", "--template", value] + flags),
            EchoCase(
                source: "--date", arguments: ["module", "Payments", "--date", value] + flags),
            EchoCase(
                source: "SOURCE_DATE_EPOCH", arguments: ["module", "Payments"] + flags,
                variables: ["SOURCE_DATE_EPOCH": value]),
            EchoCase(
                source: "unexpected argument", arguments: ["project", "MyApp", value]),
            EchoCase(source: "xcode subcommand", arguments: ["xcode", value]),
            EchoCase(source: "templates subcommand", arguments: ["templates", value]),
            EchoCase(source: "templates show", arguments: ["templates", "show", value]),
            EchoCase(
                source: "module name", arguments: ["module", "Pay" + value] + flags),
            EchoCase(
                source: "bundleIdentifierPrefix",
                arguments: ["project", "MyApp", "--set", "bundleIdentifierPrefix=" + value]
                    + flags),
            EchoCase(
                source: "--author", arguments: ["module", "Payments", "--author", value]),
        ]
    }
}
