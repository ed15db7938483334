extension FirstAsyncChange {
    /// The swiftui change: `loadTitle()` on the interactor, awaited by a presenter method.
    static let swiftUI = [
        FirstAsyncChange(
            description: "swiftui", projectArguments: [], hasService: true,
            edits: [
                SourceEdit(
                    path: "\(swiftUIFolder)/Contracts/PaymentsContracts.swift",
                    old: "protocol PaymentsInteractorProtocol: InteractorProtocol {}",
                    new: """
                        protocol PaymentsInteractorProtocol: InteractorProtocol {
                            func loadTitle() async -> String
                        }
                        """),
                SourceEdit(
                    path: "\(swiftUIFolder)/Interactor/PaymentsInteractor.swift",
                    old: "final class PaymentsInteractor: PaymentsInteractorProtocol {}",
                    new: """
                        final class PaymentsInteractor: PaymentsInteractorProtocol {
                            func loadTitle() async -> String {
                                "Payments"
                            }
                        }
                        """),
                SourceEdit(
                    path: "\(swiftUIFolder)/Presenter/PaymentsPresenter.swift",
                    old: "        self.viewState = viewState\n    }\n",
                    new: """
                                self.viewState = viewState
                            }

                            func viewAppeared() async {
                                let title = await interactor.loadTitle()
                                print(title)
                            }

                        """),
                SourceEdit(
                    path: "Tests/MyAppTests/Payments/PaymentsInteractorSpy.swift",
                    old: "final class PaymentsInteractorSpy: PaymentsInteractorProtocol {}",
                    new: """
                        final class PaymentsInteractorSpy: PaymentsInteractorProtocol {
                            private(set) var loadTitleCallCount = 0

                            func loadTitle() async -> String {
                                loadTitleCallCount += 1
                                return "Payments"
                            }
                        }
                        """),
            ])
    ]

    /// The Payments module's folder in a swiftui project.
    private static let swiftUIFolder = "Sources/MyApp/Classes/Modules/Payments"
}
