import Foundation
import Testing
import ViperGenCLITestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Values from the command line and the environment are echoed escaped and, when long, as a
/// short excerpt: an argument cannot drive the terminal of whoever runs viper-gen.
@Suite("Echo: command-line values")
struct EchoCommandLineTests {
    @Test(arguments: EchoCase.hostile)
    func controlAndBidiCharactersAreEscaped(echo: EchoCase) throws {
        let output = try GuardedFolder()
        let run = TestRun.run(echo.arguments, in: output.url, variables: echo.variables)
        #expect(run.code != .success)
        run.expectEscaped()
        #expect(output.isUnchanged, "\(output.listing)")
    }

    @Test(arguments: EchoCase.long)
    func longValuesAreEchoedAsAnExcerpt(echo: EchoCase) throws {
        let output = try GuardedFolder()
        let run = TestRun.run(echo.arguments, in: output.url, variables: echo.variables)
        run.expectExcerpt()
        #expect(output.isUnchanged, "\(output.listing)")
    }

    @Test func aBidiOverrideInTheBundleIdentifierPrefixIsEscaped() throws {
        let output = try GuardedFolder()
        let run = TestRun.run(
            ["project", "MyApp", "--set", "bundleIdentifierPrefix=com.\u{202E}acme"]
                + TestRun.fixedFlags, in: output.url)
        #expect(run.code == .usage)
        run.expectEscaped("'com.\\u{202E}acme'")
    }

    @Test(arguments: [
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{61C}",
        "\u{200B}", "\u{2028}", "\u{85}",
    ])
    func everyDirectionAndLayoutCharacterIsEscaped(character: String) throws {
        let output = try GuardedFolder()
        let run = TestRun.run(
            ["module", "Payments", "--template", "x" + character], in: output.url)
        #expect(run.code != .success)
        let hex = String(character.unicodeScalars.first!.value, radix: 16, uppercase: true)
        run.expectEscaped("x\\u{\(hex)}")
    }
}
