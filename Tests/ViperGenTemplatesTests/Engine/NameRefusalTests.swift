import Testing

@testable import ViperGenTemplates

@Suite struct NameRefusalTests {
    private let normalizer = NameNormalizer(existingModuleNames: ["Main", "Orders"])

    private func refusal(_ input: String, _ kind: ScaffoldKind = .module) -> NameValidationError? {
        do {
            _ = try normalizer.normalize(input, kind: kind)
            return nil
        } catch {
            return error as? NameValidationError
        }
    }

    @Test(
        arguments: [
            ("", ScaffoldKind.module, NameValidationError.Reason.empty, nil),
            ("   ", .service, .empty, nil),
            ("--", .module, .noLettersOrDigits, nil),
            ("_ _", .project, .noLettersOrDigits, nil),
            ("Modules/payments", .module, .pathLike, "Payments"),
            ("a\\b", .module, .pathLike, "B"),
            (".", .module, .pathLike, "Payments"),
            ("..", .service, .pathLike, "NetworkService"),
            (".hidden", .module, .pathLike, "Hidden"),
            ("~payments", .module, .pathLike, "Payments"),
            ("pay\tments", .module, .controlCharacter, "PayMents"),
            ("Café", .module, .nonASCII(characters: "é"), "Cafe"),
            ("Straße", .service, .nonASCII(characters: "ß"), "StrasseService"),
            ("Платежи", .module, .nonASCII(characters: "Платежи"), nil),
            ("user.profile", .module, .invalidCharacters(characters: "."), "UserProfile"),
            ("pay$ments!", .module, .invalidCharacters(characters: "$!"), "PayMents"),
            ("2048Game", .module, .leadingDigit, "Game2048"),
            ("1", .module, .leadingDigit, "One"),
            ("2fa", .module, .leadingDigit, "TwoFa"),
            ("3d-touch", .service, .leadingDigit, "ThreeDTouchService"),
            ("--Abc", .module, .optionLike, "Abc"),
            ("-", .module, .noLettersOrDigits, nil),
            ("Service", .service, .serviceSuffixOnly, nil),
            ("service", .service, .serviceSuffixOnly, nil),
            ("class", .module, .keyword("class"), "ClassScreen"),
            ("default", .module, .keyword("default"), "DefaultScreen"),
            ("self", .module, .keyword("Self"), "SelfScreen"),
            ("Type", .module, .keyword("Type"), "TypeScreen"),
            ("protocol", .project, .keyword("Protocol"), "ProtocolApp"),
            ("MAIN", .module, .alreadyExists(existing: "Main"), nil),
            ("ORDERS", .module, .alreadyExists(existing: "Orders"), nil),
        ] as [(String, ScaffoldKind, NameValidationError.Reason, String?)])
    func refuses(
        input: String, kind: ScaffoldKind, reason: NameValidationError.Reason, fix: String?
    ) {
        let error = refusal(input, kind)
        #expect(error?.reason == reason)
        #expect(error?.suggestion == fix)
        #expect(error?.kind == kind)
        #expect(error?.input == input)
    }

    @Test(arguments: [
        "Any", "Empty", "Tuple", "Progress", "Scroll", "Tab", "Navigation", "Timeline", "Root",
        "View", "Assembly", "Views", "Router", "Presenter", "Interactor", "ViewState",
        "Container", "Contracts", "Id", "string-key",
    ])
    func refusesClashingModuleNames(input: String) throws {
        let error = try #require(refusal(input))
        guard case .reserved = error.reason else {
            Issue.record("expected reserved, got \(error.reason)")
            return
        }
        #expect(error.suggestion == NameCasing.upperCamel(input) + "Screen")
    }

    @Test(arguments: [
        ("SwiftUI", ScaffoldKind.project), ("Foundation", .project), ("RootApp", .project),
        ("Net", .service), ("net-service", .service),
    ])
    func refusesOtherClashes(input: String, kind: ScaffoldKind) throws {
        let error = try #require(refusal(input, kind))
        guard case .reserved = error.reason else {
            Issue.record("expected reserved, got \(error.reason)")
            return
        }
        let suggestion = try #require(error.suggestion)
        #expect(refusal(suggestion, kind) == nil, "\(suggestion) is refused too")
        #expect(!suggestion.hasSuffix("ServiceService"), "\(suggestion)")
    }

    @Test func refusesLongNames() throws {
        let error = try #require(refusal(String(repeating: "a", count: 65)))
        #expect(error.reason == .tooLong(length: 65))
        let service = try #require(refusal(String(repeating: "a", count: 60), .service))
        #expect(service.reason == .tooLong(length: 67))
    }

    @Test(arguments: [
        ("", ScaffoldKind.module, "The module name is empty: pass a name such as 'Payments'."),
        (
            "Modules/payments", .module,
            "The module name 'Modules/payments' looks like a path: give a name, not a path. "
                + "Use 'Payments'."
        ),
        (
            "Café", .module,
            "The module name 'Café' contains non-ASCII characters ('é'): use ASCII letters, "
                + "digits, '-', '_' or spaces. Use 'Cafe'."
        ),
        (
            "user.profile", .service,
            "The service name 'user.profile' contains '.', which cannot be part of a Swift "
                + "type name: use ASCII letters, digits, '-', '_' or spaces. "
                + "Use 'UserProfileService'."
        ),
        (
            "2048Game", .project,
            "The project name '2048Game' starts with a digit, which Swift type names cannot. "
                + "Use 'Game2048'."
        ),
        (
            "Tab", .module,
            "The module name 'Tab' would generate TabView, which clashes with SwiftUI's "
                + "TabView. Use 'TabScreen'."
        ),
        (
            "class", .module,
            "The module name 'class' gives 'class', a Swift keyword, which would not compile. "
                + "Use 'ClassScreen'."
        ),
        (
            "MAIN", .module,
            "The project already has a module named 'Main', which differs only in case: "
                + "choose another name."
        ),
        (
            String(repeating: "a", count: 70), .module,
            "The module name '\(String(repeating: "a", count: 70))' is 70 characters long: "
                + "the limit is 64. Use 'A\(String(repeating: "a", count: 63))'."
        ),
    ])
    func messages(input: String, kind: ScaffoldKind, expected: String) {
        #expect(refusal(input, kind)?.description == expected)
    }
}
