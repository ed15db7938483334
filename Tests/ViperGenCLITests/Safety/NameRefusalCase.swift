/// A name typed on the command line and the exact refusal it must produce (exit 64).
struct NameRefusalCase: Sendable, CustomStringConvertible {
    /// The command: module, service or project.
    let command: String
    /// The name as typed.
    let name: String
    /// The whole stderr text.
    let error: String

    var description: String { "\(command) \(name.debugDescription)" }

    private static let path = "looks like a path: give a name, not a path."
    private static let keyword = "a Swift keyword, which would not compile."

    /// Module names refused with a reason and, where one exists, a valid suggestion.
    static let all: [NameRefusalCase] = [
        module("", "The module name is empty: pass a name such as 'Payments'."),
        module("   ", "The module name is empty: pass a name such as 'Payments'."),
        module("../../evil", "The module name '../../evil' \(path) Use 'Evil'."),
        module("a/b", "The module name 'a/b' \(path) Use 'B'."),
        module("/abs", "The module name '/abs' \(path) Use 'Abs'."),
        module(
            "my payments!",
            "The module name 'my payments!' contains '!', which cannot be part of a Swift type "
                + "name: use ASCII letters, digits, '-', '_' or spaces. Use 'MyPayments'."),
        module(
            "1Payments",
            "The module name '1Payments' starts with a digit, which Swift type names cannot. "
                + "Use 'OnePayments'."),
        module("class", "The module name 'class' gives 'class', \(keyword) Use 'ClassScreen'."),
        module(
            "Protocol",
            "The module name 'Protocol' gives 'Protocol', \(keyword) Use 'ProtocolScreen'."),
        module("Self", "The module name 'Self' gives 'Self', \(keyword) Use 'SelfScreen'."),
        module("Type", "The module name 'Type' gives 'Type', \(keyword) Use 'TypeScreen'."),
        module(
            "Any",
            "The module name 'Any' would generate AnyView, which clashes with SwiftUI's AnyView. "
                + "Use 'AnyScreen'."),
        module(
            "Assembly",
            "The module name 'Assembly' is the name of a VIPER layer type ('Assembly'), which "
                + "would clash with generated types. Use 'AssemblyScreen'."),
        module(
            "View",
            "The module name 'View' is the name of a VIPER layer type ('View'), which would "
                + "clash with generated types. Use 'ViewScreen'."),
        module(
            "Café",
            "The module name 'Café' contains non-ASCII characters ('é'): use ASCII letters, "
                + "digits, '-', '_' or spaces. Use 'Cafe'."),
        NameRefusalCase(
            command: "project", name: "../../evil",
            error: "The project name '../../evil' \(path) Use 'Evil'."),
        NameRefusalCase(
            command: "service", name: "../../evil",
            error: "The service name '../../evil' \(path) Use 'EvilService'."),
        NameRefusalCase(
            command: "project", name: "class",
            error: "The project name 'class' gives 'class', \(keyword) Use 'ClassApp'."),
    ]

    /// Refusals whose message has no suggestion yet (see the known issues in the tests).
    static let withGenericSuggestion: [NameRefusalCase] = [
        module(".", "The module name '.' \(path) Use 'Payments'."),
        module("..", "The module name '..' \(path) Use 'Payments'."),
        module(
            String(repeating: "A", count: 65),
            "The module name '\(String(repeating: "A", count: 65))' is 65 characters long: the "
                + "limit is 64. Use '\(String(repeating: "A", count: 64))'."),
    ]

    private static func module(_ name: String, _ error: String) -> NameRefusalCase {
        NameRefusalCase(command: "module", name: name, error: error)
    }
}
