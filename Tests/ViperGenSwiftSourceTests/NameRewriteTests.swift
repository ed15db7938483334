import Testing

@testable import ViperGenSwiftSource

/// Renaming `Main` (the module `project` makes) rewrites the module's names and leaves
/// Swift's own words that begin with `Main`: the global actor, in code and in comments.
@Suite("Name rewrite")
struct NameRewriteTests {
    private let mainToHome = NameRewrite(spellings: [("Main", "Home"), ("main", "home")])

    @Test func theMainActorAttributeIsKeptAndTheModulesNamesRenamed() {
        let source = """
            /// The Main screen's presenter, on the main actor (the main thread).
            @MainActor
            final class MainPresenter: MainPresenterProtocol {
                func build() { MainActor.assumeIsolated { mainDidLoad(.main) } }
            }
            """

        let renamed = mainToHome.rewrite(
            source, fileName: "MainPresenter.swift", newFileName: "HomePresenter.swift",
            inLiterals: true)

        #expect(
            renamed == """
                /// The Home screen's presenter, on the main actor (the main thread).
                @MainActor
                final class HomePresenter: HomePresenterProtocol {
                    func build() { MainActor.assumeIsolated { homeDidLoad(.home) } }
                }
                """)
    }

    @Test func theSDKsMainMembersAndFunctionsAreKept() {
        let source = """
            func mainDidLoad() {
                DispatchQueue.main.async { self.show(Bundle . main, .main) }
                precondition(Thread.isMainThread && RunLoop.main === RunLoop.current)
                let main = MainView(queue: OperationQueue.main, screen: UIScreen.main)
            }
            """

        let renamed = mainToHome.rewrite(
            source, fileName: "MainView.swift", newFileName: "HomeView.swift", inLiterals: false)

        #expect(
            renamed == """
                func homeDidLoad() {
                    DispatchQueue.main.async { self.show(Bundle . main, .home) }
                    precondition(Thread.isMainThread && RunLoop.main === RunLoop.current)
                    let home = HomeView(queue: OperationQueue.main, screen: UIScreen.main)
                }
                """)
    }

    @Test func aWordThatOnlyBeginsLikeSwiftsIsRenamed() {
        #expect(mainToHome.words(in: "MainActorSpy mainActors") == "HomeActorSpy homeActors")
    }
}
