import Testing

@testable import ViperGenSwiftSource

/// `ModuleSkeleton` keeps what wires a module's parts together and nothing else, reading the
/// files with the lexer: braces, names and `viewDidLoad` in comments and strings never count,
/// `#if` blocks left empty go, nested types of the module's namespace stay.
@Suite("Module skeleton")
struct ModuleSkeletonTests {
    /// The skeletons of `files` (path, text) of the module `Profile`, by path.
    private func skeletons(_ files: [(String, String)]) -> [String: String] {
        let sources = files.map { ModuleSourceFile(path: $0.0, text: $0.1) }
        let made = ModuleSkeleton(moduleName: "Profile").skeletons(of: sources)
        return Dictionary(uniqueKeysWithValues: made.map { ($0.path, $0.text) })
    }

    @Test func aSwiftUIViewKeepsItsBodyWithPlaceholderContent() {
        let made = skeletons([
            (
                "Profile/ProfileView.swift",
                """
                import SwiftUI

                struct ProfileView: View {
                    @StateObject var presenter: ProfilePresenter
                    @State private var isEditing = false

                    var body: some View {
                        VStack {
                            Text(presenter.title)
                            Button("Edit") { isEditing = true }
                        }
                        .onAppear { presenter.onAppear() }
                    }
                }

                struct StarBadge: View {
                    var body: some View { Image(systemName: "star") }
                }

                extension ProfileView {
                    struct Row: View {
                        let title: String
                        var body: some View { Text(title).font(.headline) }
                    }
                }
                """
            )
        ])
        #expect(
            made["Profile/ProfileView.swift"] == """
                import SwiftUI

                struct ProfileView: View {
                    @StateObject var presenter: ProfilePresenter

                    var body: some View {
                        Text("Profile")
                    }
                }

                """)
    }

    @Test func aPreviewMacroIsKeptWholeAndDoesNotSwallowTheDeclarationAfterIt() {
        let made = skeletons([
            (
                "Profile/ProfileView.swift",
                """
                import SwiftUI

                struct ProfileView: View {
                    var body: some View { Text("Hi") }
                }

                #Preview {
                    ApplicationViewBuilder.stub.build(view: .profile)
                }

                final class ProfilePresenter {}
                #if DEBUG
                #endif
                """
            )
        ])
        #expect(
            made["Profile/ProfileView.swift"] == """
                import SwiftUI

                struct ProfileView: View {
                    var body: some View { Text("Profile") }
                }

                #Preview {
                    ApplicationViewBuilder.stub.build(view: .profile)
                }

                final class ProfilePresenter {}

                """)
    }

    @Test func aPresenterKeepsItsPartsAndTheMethodsTheViewCallsOnIt() {
        let made = skeletons([
            (
                "Profile/ProfilePresenter.swift",
                """
                import Foundation

                /// Shows the profile.
                final class ProfilePresenter: ProfilePresenterProtocol {
                    weak var view: ProfileViewProtocol?
                    var interactor: ProfileInteractorProtocol!
                    private var name = "presenter.viewDidLoad() {"
                    private let formatter = DateFormatter()

                    var title: String { "Profile" }

                    func viewDidLoad() {
                        let greeting = "Hello " + name
                        view?.show(greeting)
                        interactor.load()
                    }

                    func didTapLogOut() {
                        interactor.logOut()
                    }
                }

                """
            ),
            (
                "Profile/ProfileViewController.swift",
                """
                import UIKit

                final class ProfileViewController: UIViewController, ProfileViewProtocol {
                    var presenter: ProfilePresenterProtocol!

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        // presenter.didTapLogOut() { is a comment
                        presenter.viewDidLoad()
                    }

                    func show(_ text: String) {}
                }

                """
            ),
        ])
        #expect(
            made["Profile/ProfilePresenter.swift"] == """
                import Foundation

                /// Shows the profile.
                final class ProfilePresenter: ProfilePresenterProtocol {
                    weak var view: ProfileViewProtocol?
                    var interactor: ProfileInteractorProtocol!

                    func viewDidLoad() {
                        interactor.load()
                    }
                }

                """)
        #expect(
            made["Profile/ProfileViewController.swift"] == """
                import UIKit

                final class ProfileViewController: UIViewController, ProfileViewProtocol {
                    var presenter: ProfilePresenterProtocol!

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        presenter.viewDidLoad()
                    }
                }

                """)
    }

    @Test func protocolsKeepTheRequirementsTheWiringUses() {
        let made = skeletons([
            (
                "Profile/ProfileContracts.swift",
                """
                protocol ProfileViewOutput: AnyObject {
                    func viewIsReady()
                    func didTapEdit()
                }

                protocol ProfileViewInput: AnyObject {
                    var output: ProfileViewOutput? { get set }
                    func render(title: String)
                }

                """
            ),
            (
                "Profile/ProfileView.swift",
                """
                final class ProfileView: ProfileViewInput {
                    weak var output: ProfileViewOutput?
                    override func viewDidLoad() { output?.viewIsReady() }
                }

                """
            ),
        ])
        #expect(
            made["Profile/ProfileContracts.swift"] == """
                protocol ProfileViewOutput: AnyObject {
                    func viewIsReady()
                }

                protocol ProfileViewInput: AnyObject {
                    var output: ProfileViewOutput? { get set }
                }

                """)
        #expect(
            made["Profile/ProfileView.swift"] == """
                final class ProfileView: ProfileViewInput {
                    weak var output: ProfileViewOutput?
                    override func viewDidLoad() { output?.viewIsReady() }
                }

                """)
    }

    @Test func anEmptiedConditionalBlockAndHelperTypesGoNamespacedTypesStay() {
        let made = skeletons([
            (
                "Profile/ProfileModels.swift",
                """
                enum Profile {
                    enum Load {
                        struct Request { let id: String }
                        struct Response {
                            var name: String
                        }
                    }
                }

                #if DEBUG
                    struct SampleData {
                        static let name = "Jane"
                    }
                #endif

                """
            )
        ])
        #expect(
            made["Profile/ProfileModels.swift"] == """
                enum Profile {
                    enum Load {
                        struct Request {}
                        struct Response {
                        }
                    }
                }

                """)
    }

    @Test func aBuilderKeepsItsWiringLinesAndDropsWhatUsesLostNames() {
        let made = skeletons([
            (
                "Profile/ProfileBuilder.swift",
                """
                enum ProfileBuilder {
                    static func build(userID: String) -> UIViewController {
                        let analytics = Analytics.shared
                        let interactor = ProfileInteractor(userID: userID)
                        let presenter = ProfilePresenter(interactor: interactor)

                        analytics.track("profile")
                        let view = ProfileViewController(presenter: presenter)
                        presenter.view = view
                        return view
                    }
                }

                """
            )
        ])
        #expect(
            made["Profile/ProfileBuilder.swift"] == """
                enum ProfileBuilder {
                    static func build(userID: String) -> UIViewController {
                        let interactor = ProfileInteractor(userID: userID)
                        let presenter = ProfilePresenter(interactor: interactor)
                        let view = ProfileViewController(presenter: presenter)
                        presenter.view = view
                        return view
                    }
                }

                """)
    }

    @Test func anInitialiserKeepsTheLinesThatSetKeptPropertiesAndKeptConditionalBlocksStay() {
        let made = skeletons([
            (
                "Profile/ProfileView.swift",
                """
                struct ProfileView: View {
                    @StateObject private var viewState: ProfileViewState
                    private let formatter: DateFormatter

                    init(viewState: ProfileViewState) {
                        _viewState = StateObject(wrappedValue: viewState)
                        formatter = DateFormatter()
                    }

                    #if DEBUG
                        var router: ProfileRouter?
                    #else
                        let title = "Profile"
                    #endif
                }

                """
            )
        ])
        #expect(
            made["Profile/ProfileView.swift"] == """
                struct ProfileView: View {
                    @StateObject private var viewState: ProfileViewState

                    init(viewState: ProfileViewState) {
                        _viewState = StateObject(wrappedValue: viewState)
                    }

                    #if DEBUG
                        var router: ProfileRouter?
                    #else
                    #endif
                }

                """)
    }

    @Test func aFactoryKeepsTheLocalsThatMakePartsAndItsReturnNotLinesUsingLostLocals() {
        let made = skeletons([
            (
                "Profile/ProfileFactory.swift",
                """
                extension ProfileViewController {
                    static func make(title: String) -> ProfileViewController {
                        let screen = ProfileViewController()
                        let cache = ImageCache(limit: 10)
                        let presenter = ProfilePresenter(view: screen, cache: cache)
                        screen.presenter = presenter
                        screen.title = title
                        return screen
                    }
                }

                """
            )
        ])
        #expect(
            made["Profile/ProfileFactory.swift"] == """
                extension ProfileViewController {
                    static func make(title: String) -> ProfileViewController {
                        let screen = ProfileViewController()
                        return screen
                    }
                }

                """)
    }

    @Test func theSkeletonOfASkeletonIsItself() {
        let file = ModuleSourceFile(
            path: "Profile/ProfileRouter.swift",
            text: """
                final class ProfileRouter {
                    weak var viewController: UIViewController?

                    init(viewController: UIViewController) {
                        self.viewController = viewController
                    }
                }

                """)
        let skeleton = ModuleSkeleton(moduleName: "Profile")
        let once = skeleton.skeletons(of: [file])
        #expect(once == [file])
        #expect(skeleton.skeletons(of: once) == once)
    }
}
