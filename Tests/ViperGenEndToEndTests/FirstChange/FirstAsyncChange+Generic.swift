extension FirstAsyncChange {
    /// The generic change (MVP: no interactor): an async method on the app's dependencies,
    /// awaited by the presenter.
    static let generic = [
        FirstAsyncChange(
            description: "generic", projectArguments: ["--style", "generic"], hasService: false,
            edits: [
                SourceEdit(
                    path: "Sources/MyApp/Classes/Services/Dependencies.swift",
                    old: "struct Dependencies {}",
                    new: """
                        struct Dependencies {
                            func loadTitle() async -> String {
                                "Payments"
                            }
                        }
                        """),
                SourceEdit(
                    path: "Sources/MyApp/Classes/Modules/Payments/PaymentsPresenter.swift",
                    old: "extension PaymentsPresenter: PaymentsModuleInput {}",
                    new: """
                        extension PaymentsPresenter: PaymentsModuleInput {}

                        extension PaymentsPresenter {
                            func viewAppeared() async {
                                let title = await dependencies.loadTitle()
                                print(title)
                            }
                        }
                        """),
            ])
    ]
}
