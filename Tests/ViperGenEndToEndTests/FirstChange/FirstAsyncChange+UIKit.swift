extension FirstAsyncChange {
    /// The uikit change: `loadTitle()` on the interactor, awaited by the presenter, and the
    /// title reported back through the interactor outputs, as the interactor's comment says.
    static let uikit = [
        FirstAsyncChange(
            description: "uikit", projectArguments: ["--style", "uikit"], hasService: false,
            edits: [
                SourceEdit(
                    path: "\(uikitFolder)/PaymentsInteractor.swift",
                    old: "protocol PaymentsInteractorInputs: Interactorable {}",
                    new: """
                        protocol PaymentsInteractorInputs: Interactorable {
                            func loadTitle() async
                        }
                        """),
                SourceEdit(
                    path: "\(uikitFolder)/PaymentsInteractor.swift",
                    old: "protocol PaymentsInteractorOutputs: AnyObject {}",
                    new: """
                        protocol PaymentsInteractorOutputs: AnyObject {
                            func titleDidLoad(_ title: String)
                        }
                        """),
                SourceEdit(
                    path: "\(uikitFolder)/PaymentsInteractor.swift",
                    old: "    weak var presenter: (any PaymentsInteractorOutputs)?\n",
                    new: """
                            weak var presenter: (any PaymentsInteractorOutputs)?

                            func loadTitle() async {
                                await presenter?.titleDidLoad("Payments")
                            }

                        """),
                SourceEdit(
                    path: "\(uikitFolder)/PaymentsPresenter.swift",
                    old: "extension PaymentsPresenter: PaymentsInteractorOutputs {}",
                    new: """
                        extension PaymentsPresenter: PaymentsInteractorOutputs {
                            func titleDidLoad(_ title: String) {
                                entities.title = title
                                view?.configure(entities: entities)
                            }
                        }

                        extension PaymentsPresenter {
                            func viewAppeared() async {
                                await dependencies.interactor.loadTitle()
                            }
                        }
                        """),
                SourceEdit(
                    path: "Tests/MyAppTests/Payments/PaymentsInteractorSpy.swift",
                    old: "final class PaymentsInteractorSpy: PaymentsInteractorInputs {}",
                    new: """
                        final class PaymentsInteractorSpy: PaymentsInteractorInputs {
                            private(set) var loadTitleCallCount = 0

                            func loadTitle() async {
                                loadTitleCallCount += 1
                            }
                        }
                        """),
            ])
    ]

    /// The Payments module's folder in a uikit project.
    private static let uikitFolder = "Sources/MyApp/Classes/Modules/Payments"
}
