extension FirstAsyncChange {
    /// The routed change: the presenter holds the interactor and awaits its `loadTitle()`.
    static let routed = [
        FirstAsyncChange(
            description: "routed", projectArguments: ["--style", "routed"], hasService: false,
            edits: [
                SourceEdit(
                    path: "\(routedFolder)/PaymentsInteractor.swift",
                    old: "final class PaymentsInteractor {}",
                    new: """
                        final class PaymentsInteractor {
                            func loadTitle() async -> String {
                                "Payments"
                            }
                        }
                        """),
                SourceEdit(
                    path: "\(routedFolder)/PaymentsPresenter.swift",
                    old: "    private(set) weak var viewController: PaymentsViewController?\n",
                    new: """
                            private(set) weak var viewController: PaymentsViewController?
                            private let interactor = PaymentsInteractor()

                            func viewAppeared() async {
                                viewController?.title = await interactor.loadTitle()
                            }

                        """),
            ])
    ]

    /// The Payments module's folder in a routed project.
    private static let routedFolder = "Sources/MyApp/Classes/Modules/Payments"
}
