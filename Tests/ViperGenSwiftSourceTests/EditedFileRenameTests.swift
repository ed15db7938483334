import Testing

@testable import ViperGenSwiftSource

/// Issue 37, defect 4: an edited file's lines as the template wrote them are renamed wholly,
/// the user's in code only, their other mentions listed.
@Suite("Edited file rename")
struct EditedFileRenameTests {
    private let rename = EditedFileRename(
        rewrite: NameRewrite(spellings: [("Payments", "Billing"), ("payments", "billing")]))

    @Test func templateLinesWhollyUserLinesInCodeAndTheirMentionsListed() {
        let base =
            "/// The Payments screen.\nstruct PaymentsView {\n    let title = \"Payments\"\n}\n"
        let ours =
            "/// The Payments screen.\nstruct PaymentsView {\n    let title = \"Payments\"\n"
            + "    let payments = \"Payments \\(PaymentsView.self)\" // Payments\n}\n"

        let result = rename.rename(
            ours, base: base, fileName: "PaymentsView.swift", newFileName: "BillingView.swift",
            isSwift: true)

        #expect(
            result.text
                == "/// The Billing screen.\nstruct BillingView {\n    let title = \"Billing\"\n"
                + "    let billing = \"Payments \\(BillingView.self)\" // Payments\n}\n")
        #expect(
            result.mentions == [
                EditedFileRename.Mention(
                    line: 3, text: "    let billing = \"Payments \\(BillingView.self)\" // Payments"
                )
            ])
    }

    @Test func withoutABaseEveryLineIsTheUsers() {
        let result = rename.rename(
            "/// Payments\nlet payments = 1\n", base: nil, fileName: "A.swift",
            newFileName: "A.swift", isSwift: true)
        #expect(result.text == "/// Payments\nlet billing = 1\n")
        #expect(result.mentions.map(\.line) == [0])
    }
}
