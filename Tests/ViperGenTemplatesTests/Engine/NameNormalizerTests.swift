import Testing

@testable import ViperGenTemplates

@Suite struct NameNormalizerTests {
    private let normalizer = NameNormalizer(existingModuleNames: ["Main"])

    @Test(arguments: [
        ("payments", ScaffoldKind.module, "Payments"),
        ("Payments", .module, "Payments"),
        ("payment-details", .module, "PaymentDetails"),
        ("payment_details", .module, "PaymentDetails"),
        ("paymentDetails", .module, "PaymentDetails"),
        ("My Payments", .module, "MyPayments"),
        ("  Payments\n", .module, "Payments"),
        ("payments-", .module, "Payments"),
        ("Payments2", .module, "Payments2"),
        ("URLPreview", .module, "URLPreview"),
        ("Network", .service, "NetworkService"),
        ("network", .service, "NetworkService"),
        ("NetworkService", .service, "NetworkService"),
        ("network-service", .service, "NetworkService"),
        ("network service", .service, "NetworkService"),
        ("Any", .service, "AnyService"),
        ("my-app", .project, "MyApp"),
        ("MyApp", .project, "MyApp"),
        ("Lazy", .module, "Lazy"),
        ("Get", .module, "Get"),
        ("Mainframe", .module, "Mainframe"),
    ])
    func normalises(input: String, kind: ScaffoldKind, expected: String) throws {
        let result = try normalizer.normalize(input, kind: kind)
        #expect(result.name == expected)
        #expect(result.input == input)
    }

    @Test func maximumLengthIsAccepted() throws {
        let name = "A" + String(repeating: "b", count: 63)
        #expect(try normalizer.normalize(name, kind: .module).name == name)
    }

    @Test func mainIsAcceptedWithoutExistingModules() throws {
        #expect(try NameNormalizer().normalize("main", kind: .module).name == "Main")
        #expect(try normalizer.normalize("Main", kind: .service).name == "MainService")
    }
}
