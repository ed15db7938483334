extension FirstAsyncChange {
    /// The routed change: a second load, `loadSummary()`, next to the module's `loadTitle()`:
    /// on the interactor's contract and the interactor (nonisolated, as `loadTitle()` is),
    /// awaited by a presenter method, and counted by the interactor spy.
    static let routed = [
        FirstAsyncChange(
            description: "routed", projectArguments: ["--style", "routed"], hasService: false,
            edits: [
                SourceEdit(
                    path: "\(routedFolder)/PaymentsInteractor.swift",
                    old: "    func loadTitle() async -> String\n}",
                    new: """
                            func loadTitle() async -> String
                            /// Loads what the payments come to.
                            func loadSummary() async -> String
                        }
                        """),
                SourceEdit(
                    path: "\(routedFolder)/PaymentsInteractor.swift",
                    old: "        \"Payments\"\n    }\n",
                    new: """
                                "Payments"
                            }

                            nonisolated func loadSummary() async -> String {
                                "No payments yet"
                            }

                        """),
                SourceEdit(
                    path: "\(routedFolder)/PaymentsPresenter.swift",
                    old: "extension PaymentsPresenter: PaymentsViewOutputs {\n",
                    new: """
                        extension PaymentsPresenter {
                            /// Shows what the payments come to, as the screen's title.
                            func refreshSummary() async {
                                let summary = await interactor.loadSummary()
                                view?.show(title: summary)
                            }
                        }

                        extension PaymentsPresenter: PaymentsViewOutputs {

                        """),
                SourceEdit(
                    path: "Tests/MyAppTests/Payments/PaymentsInteractorSpy.swift",
                    old: "        return title\n    }\n",
                    new: """
                                return title
                            }

                            /// How many times `loadSummary()` was called.
                            private(set) var loadSummaryCount = 0

                            func loadSummary() async -> String {
                                loadSummaryCount += 1
                                return "Summary"
                            }

                        """),
            ])
    ]

    /// The Payments module's folder in a routed project.
    private static let routedFolder = "Sources/MyApp/Classes/Modules/Payments"
}
