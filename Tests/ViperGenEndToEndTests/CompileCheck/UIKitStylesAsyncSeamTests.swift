import Foundation
import Testing
import ViperGenCLITestSupport

@testable import ViperGenProject

/// Negative controls of the `uikit` and `routed` async seam: what keeps the presenter's awaited
/// interactor call clean in Swift 6 and under main-actor default isolation is needed.
@Suite("CompileCheck of the UIKit styles' async seam")
struct UIKitStylesAsyncSeamTests {
    /// The Payments module's folder in the project `UIKitStyleProject` makes.
    private static let payments = "Sources/MyApp/Classes/Modules/Payments"

    @Test(arguments: UIKitStyleProject.styles)
    func anInteractorContractThatIsNotSendableFailsTheSwift6Check(_ style: ArchitectureStyle)
        throws
    {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try UIKitStyleProject.make(style)
        if style == .uikit {
            try project.replace(
                "protocol Interactorable: AnyObject, Sendable {}",
                with: "protocol Interactorable: AnyObject {}",
                in: "Sources/MyApp/Classes/Architecture/Interactorable.swift")
        }
        let base = style == .uikit ? "Interactorable" : "AnyObject"
        try project.replace(
            "protocol PaymentsInteractorInputs: \(base), Sendable {",
            with: "protocol PaymentsInteractorInputs: \(base) {",
            in: "\(Self.payments)/PaymentsInteractor.swift")

        let run = try checker.checkAppAndTests(of: project, settings: .swift6).app

        // uikit's interactor can no longer reach its main-actor presenter; routed's presenter
        // can no longer send its interactor to the call it awaits.
        let file = style == .uikit ? "PaymentsInteractor.swift" : "PaymentsPresenter.swift"
        #expect(!run.succeeded)
        #expect(run.output.contains(file), "\(run.output)")
        #expect(run.output.contains("non-Sendable type"), "\(run.output)")
    }

    @Test func aUIKitInteractorMethodLeftOnTheMainActorFailsUnderMainActorDefaultIsolation()
        throws
    {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try UIKitStyleProject.make(.uikit)
        try project.replace(
            "    nonisolated func loadTitle() async {", with: "    func loadTitle() async {",
            in: "\(Self.payments)/PaymentsInteractor.swift")

        let mainActor = try checker.checkAppAndTests(of: project, settings: .swift6MainActor).app

        // The interactor is then on the main actor, as its presenter is: nothing to await.
        #expect(!mainActor.succeeded)
        #expect(mainActor.output.contains("PaymentsInteractor.swift"), "\(mainActor.output)")
        #expect(mainActor.output.contains("no 'async' operations"), "\(mainActor.output)")
        #expect(try checker.checkAppAndTests(of: project, settings: .swift6).app.succeeded)
    }
}
