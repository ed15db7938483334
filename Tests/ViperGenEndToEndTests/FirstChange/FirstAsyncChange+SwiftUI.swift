extension FirstAsyncChange {
    /// The swiftui change: a second async load, `loadSubtitle()`, on the interactor next to the
    /// `loadTitle()` the module ships, awaited by the presenter's `viewAppeared()`, with its spy;
    /// then, in the ObservableObject variant, the change after it: the interactor loads it from
    /// a service it keeps.
    ///
    /// The first entry touches only the module's own files, so it is also made in adopted apps
    /// (`FirstAsyncChangeInAdoptedAppsTests`).
    static let swiftUI = [
        FirstAsyncChange(
            description: "swiftui", projectArguments: [], hasService: true,
            edits: subtitleEdits(interactorBody: "\"Monthly\"")),
        FirstAsyncChange(
            description: "swiftui, ObservableObject, with a service",
            projectArguments: ["--set", "observation=ObservableObject"],
            hasService: true,
            edits: subtitleEdits(interactorBody: "await network.fetchSubtitle()") + serviceEdits),
    ]

    /// `loadSubtitle()` on the interactor protocol, the interactor (returning
    /// `interactorBody`) and its spy, awaited by the presenter after the title.
    private static func subtitleEdits(interactorBody: String) -> [SourceEdit] {
        [
            SourceEdit(
                path: "\(swiftUIFolder)/Contracts/PaymentsContracts.swift",
                old: "    func loadTitle() async -> String\n",
                new: """
                        func loadTitle() async -> String
                        /// The subtitle of the screen.
                        func loadSubtitle() async -> String

                    """),
            SourceEdit(
                path: "\(swiftUIFolder)/Interactor/PaymentsInteractor.swift",
                old: "    func loadTitle() async -> String {\n",
                new: """
                        func loadSubtitle() async -> String {
                            \(interactorBody)
                        }

                        func loadTitle() async -> String {

                    """),
            SourceEdit(
                path: "\(swiftUIFolder)/Presenter/PaymentsPresenter.swift",
                old: "        viewState?.show(title: title)\n",
                new: """
                            let subtitle = await interactor.loadSubtitle()
                            viewState?.show(title: "\\(title): \\(subtitle)")

                    """),
            SourceEdit(
                path: "Tests/MyAppTests/Payments/PaymentsInteractorSpy.swift",
                old: "    func loadTitle() async -> String {\n",
                new: """
                        /// What `loadSubtitle()` returns.
                        var subtitle = "Subtitle"
                        /// How many times `loadSubtitle()` was called.
                        private(set) var loadSubtitleCallCount = 0

                        func loadSubtitle() async -> String {
                            loadSubtitleCallCount += 1
                            return subtitle
                        }

                        func loadTitle() async -> String {

                    """),
            SourceEdit(
                path: "Tests/MyAppTests/Payments/PaymentsPresenterTests.swift",
                old: "[\"Loaded title\"]",
                new: "[\"Loaded title: Subtitle\"]"),
        ]
    }

    /// The interactor keeps the Network service (a `let` of a `Sendable` type) and the assembly
    /// hands it over.
    private static let serviceEdits = [
        SourceEdit(
            path: "\(servicesFolder)/NetworkServiceType.swift",
            old: "protocol NetworkServiceType: Sendable {}",
            new: """
                protocol NetworkServiceType: Sendable {
                    /// The subtitle the server has for the screen.
                    func fetchSubtitle() async -> String
                }
                """),
        SourceEdit(
            path: "\(servicesFolder)/NetworkService.swift",
            old: "final class NetworkService: NetworkServiceType {}",
            new: """
                final class NetworkService: NetworkServiceType {
                    func fetchSubtitle() async -> String {
                        "Monthly"
                    }
                }
                """),
        SourceEdit(
            path: "\(swiftUIFolder)/Interactor/PaymentsInteractor.swift",
            old: "final class PaymentsInteractor: PaymentsInteractorProtocol {\n",
            new: """
                final class PaymentsInteractor: PaymentsInteractorProtocol {
                    private let network: any NetworkServiceType

                    init(network: any NetworkServiceType) {
                        self.network = network
                    }


                """),
        SourceEdit(
            path: "\(swiftUIFolder)/Assembly/PaymentsAssembly.swift",
            old: "PaymentsInteractor()",
            new:
                "PaymentsInteractor(network: container.resolve(NetworkServiceAssembly.self).build())"
        ),
    ]

    /// The Payments module's folder in a swiftui project.
    private static let swiftUIFolder = "Sources/MyApp/Classes/Modules/Payments"

    /// The Network service's folder in a swiftui project.
    private static let servicesFolder = "Sources/MyApp/Classes/Services/NetworkService"
}
