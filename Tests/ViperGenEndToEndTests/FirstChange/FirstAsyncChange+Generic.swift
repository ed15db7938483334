extension FirstAsyncChange {
    /// The generic change (MVP: no interactor): a `Sendable` service on the app's dependencies,
    /// awaited by the presenter, which shows what it answers.
    static let generic = [
        FirstAsyncChange(
            description: "generic", projectArguments: ["--style", "generic"], hasService: false,
            edits: [
                SourceEdit(
                    path: "Sources/MyApp/Classes/Services/Dependencies.swift",
                    old: "struct Dependencies: Sendable {}",
                    new: """
                        struct Dependencies: Sendable {
                            /// Where screens get their titles.
                            var titles: any TitleServicing = TitleService()
                        }

                        /// Where screens get their titles.
                        protocol TitleServicing: Sendable {
                            /// The title of the screen named `screen`.
                            func loadTitle(of screen: String) async -> String
                        }

                        /// Titles made up on the device.
                        struct TitleService: TitleServicing {
                            func loadTitle(of screen: String) async -> String {
                                screen
                            }
                        }
                        """),
                SourceEdit(
                    path: "Sources/MyApp/Classes/Modules/Payments/PaymentsPresenter.swift",
                    old: "extension PaymentsPresenter: PaymentsModuleInput {}",
                    new: """
                        extension PaymentsPresenter: PaymentsModuleInput {}

                        extension PaymentsPresenter {
                            /// Shows the title the title service has for this screen.
                            func viewAppeared() async {
                                state.title = await dependencies.titles.loadTitle(of: "Payments")
                                update(animated: true)
                            }
                        }
                        """),
            ])
    ]
}
