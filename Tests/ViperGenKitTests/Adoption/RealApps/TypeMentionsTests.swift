import Testing

/// The mentions the real-app measure checks: code identifiers starting with an uppercase
/// letter, not members, not imported modules, not the file's own generic parameters.
@Suite("Real apps: type mentions")
struct TypeMentionsTests {
    @Test func codeNamesCountAndCommentsStringsAndMembersDoNot() {
        let text = """
            import UIKit
            @testable import MyApp
            // A comment about Ghost.
            final class PaymentsPresenter: PaymentsPresenterInput {
                weak var view: PaymentsViewInput?
                let title = "Phantom"
                func load<Item: Decodable, Other>(_ item: Item, other: Other) -> Self.Kind {
                    view?.show(UIColor.red, Router.Route.home)
                    return Foundation.Kind()
                }
            }
            protocol Store { associatedtype Element }
            """
        let mentions = TypeMentions(text)
        #expect(
            mentions.mentioned == [
                "PaymentsPresenter", "PaymentsPresenterInput", "PaymentsViewInput", "Decodable",
                "UIColor", "Router", "Foundation", "Store",
            ])
        #expect(mentions.importedModules == ["UIKit", "MyApp"])
    }

    @Test func aGenericTypesParametersAreItsOwn() {
        let mentions = TypeMentions("struct Box<Value, Key: Hashable> { let value: Value }\n")
        #expect(mentions.mentioned == ["Box", "Hashable"])
    }
}
