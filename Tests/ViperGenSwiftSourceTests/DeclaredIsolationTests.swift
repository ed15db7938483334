import Testing

@testable import ViperGenSwiftSource

/// Issue 36: whether an app's view builder and base protocols are main-actor isolated, as
/// their attributes say.
@Suite("Declared isolation")
struct DeclaredIsolationTests {
    @Test(arguments: [
        (
            "@MainActor\nfinal class ApplicationViewBuilder: Assembly {}",
            DeclaredIsolation.mainActor
        ),
        ("@MainActor final class ApplicationViewBuilder {}", .mainActor),
        (
            "@available(iOS 15, *)\n@MainActor public final class ApplicationViewBuilder {}",
            .mainActor
        ),
        ("import SwiftUI\n\nfinal class ApplicationViewBuilder: Assembly {}", .unstated),
        ("nonisolated final class ApplicationViewBuilder {}", .nonisolated),
        ("// @MainActor\nclass ApplicationViewBuilder {}", .unstated),
        ("@MainActor struct Other {}\nfinal class ApplicationViewBuilder {}", .unstated),
    ])
    func theClassStatesItsIsolation(text: String, expected: DeclaredIsolation) {
        #expect(
            DeclaredIsolation.ofDeclaration("class", "ApplicationViewBuilder", in: text) == expected
        )
    }

    @Test func anUndeclaredTypeHasNone() {
        #expect(
            DeclaredIsolation.ofDeclaration("class", "ApplicationViewBuilder", in: "struct A {}")
                == nil)
    }

    @Test func theBuildMethodStatesItsIsolation() {
        let isolated =
            "final class B {\n    @MainActor @ViewBuilder\n    func build(view: Views) -> some View {}\n}"
        let plain =
            "final class B {\n    @ViewBuilder\n    func build(view: Views) -> some View {}\n}"
        #expect(DeclaredIsolation.ofViewBuilderMethod(in: isolated) == .mainActor)
        #expect(DeclaredIsolation.ofViewBuilderMethod(in: plain) == .unstated)
        #expect(DeclaredIsolation.ofViewBuilderMethod(in: "final class B {}") == nil)
    }

    @Test func protocolsStateTheirIsolation() {
        let text =
            "@MainActor\nprotocol PresenterProtocol: AnyObject {}\nprotocol RouterProtocol {}"
        #expect(
            DeclaredIsolation.ofDeclaration("protocol", "PresenterProtocol", in: text) == .mainActor
        )
        #expect(
            DeclaredIsolation.ofDeclaration("protocol", "RouterProtocol", in: text) == .unstated)
    }
}
