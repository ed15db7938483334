import Testing
import ViperGenTestSupport

@testable import ViperGenTemplates

/// Issue 36: an option's macro alone on its line holds an optional line (an attribute such as
/// `@MainActor`): when the option is empty, the line goes with its line feed.
@Suite("Option lines")
struct OptionLineTests {
    private func render(_ text: String, isolation: String) throws -> String {
        let values = EngineFixtures.values(
            variables: ["moduleName": "Payments", "isolation": isolation])
        return try EngineFixtures.renderContent(text, values: values)
    }

    @Test func aFilledOptionLineStays() throws {
        let text = "/// The router.\n___VARIABLE_isolation___\nfinal class Router {}\n"
        #expect(
            try render(text, isolation: "@MainActor")
                == "/// The router.\n@MainActor\nfinal class Router {}\n")
    }

    @Test func anEmptyOptionLineGoes() throws {
        let text = "/// The router.\n___VARIABLE_isolation___\nfinal class Router {}\n"
        #expect(try render(text, isolation: "") == "/// The router.\nfinal class Router {}\n")
    }

    @Test func anIndentedEmptyOptionLineGoes() throws {
        let text = "struct A {\n    ___VARIABLE_isolation___\n    func build() {}\n}\n"
        #expect(try render(text, isolation: "") == "struct A {\n    func build() {}\n}\n")
        #expect(
            try render(text, isolation: "@MainActor")
                == "struct A {\n    @MainActor\n    func build() {}\n}\n")
    }

    @Test(arguments: [
        "x ___VARIABLE_isolation___\nnext\n",  // text before it
        "___VARIABLE_isolation___ x\nnext\n",  // text after it
        "___VARIABLE_isolation______VARIABLE_isolation___\nnext\n",  // two macros
        "___VARIABLE_isolation___",  // no line feed after it
        "___VARIABLE_isolation___\r\nnext\r\n",  // a carriage return after it
        "//  ___COPYRIGHT___\n___ORGANIZATIONNAME:lowercase___\nnext\n",  // not an option
    ])
    func otherLinesKeepTheirLineFeed(text: String) throws {
        let values = EngineFixtures.values(
            organizationName: "", variables: ["moduleName": "Payments", "isolation": ""])
        let rendered = try EngineFixtures.renderContent(text, values: values)
        let feeds = { (text: String) in text.filter { $0 == "\n" || $0 == "\r\n" }.count }
        #expect(feeds(rendered) == feeds(text), "\(rendered.debugDescription)")
    }
}
