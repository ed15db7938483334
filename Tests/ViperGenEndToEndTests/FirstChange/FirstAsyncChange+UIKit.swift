extension FirstAsyncChange {
    /// The uikit change: a second load, `loadSummary()`, next to the module's `loadTitle()`: on
    /// the interactor (nonisolated, as `loadTitle()` is), reported back through the interactor
    /// outputs, awaited by a presenter method, and counted by the interactor spy.
    static let uikit = [
        FirstAsyncChange(
            description: "uikit", projectArguments: ["--style", "uikit"], hasService: false,
            edits: [
                SourceEdit(
                    path: "\(uikitFolder)/PaymentsEntities.swift",
                    old: "    var title = \"Payments\"\n",
                    new: """
                            var title = "Payments"
                            /// What the payments come to.
                            var summary = ""

                        """),
                SourceEdit(
                    path: "\(uikitFolder)/PaymentsInteractor.swift",
                    old: "    func loadTitle() async\n}",
                    new: """
                            func loadTitle() async
                            /// Loads what the payments come to, and reports it with `didLoad(summary:)`.
                            func loadSummary() async
                        }
                        """),
                SourceEdit(
                    path: "\(uikitFolder)/PaymentsInteractor.swift",
                    old: "    func didLoad(title: String)\n}",
                    new: """
                            func didLoad(title: String)
                            /// What the payments come to was loaded.
                            func didLoad(summary: String)
                        }
                        """),
                SourceEdit(
                    path: "\(uikitFolder)/PaymentsInteractor.swift",
                    old: "        await presenter?.didLoad(title: title)\n    }\n",
                    new: """
                                await presenter?.didLoad(title: title)
                            }

                            nonisolated func loadSummary() async {
                                await presenter?.didLoad(summary: "No payments yet")
                            }

                        """),
                SourceEdit(
                    path: "\(uikitFolder)/PaymentsPresenter.swift",
                    old: "extension PaymentsPresenter: PaymentsInteractorOutputs {\n",
                    new: """
                        extension PaymentsPresenter {
                            /// Reloads what the payments come to.
                            func refreshSummary() async {
                                await dependencies.interactor.loadSummary()
                            }
                        }

                        extension PaymentsPresenter: PaymentsInteractorOutputs {
                            func didLoad(summary: String) {
                                entities.summary = summary
                                view?.configure(entities: entities)
                            }


                        """),
                SourceEdit(
                    path: "Tests/MyAppTests/Payments/PaymentsInteractorSpy.swift",
                    old: "        loadTitleCount += 1\n    }\n",
                    new: """
                                loadTitleCount += 1
                            }

                            /// How many times `loadSummary()` was called.
                            private(set) var loadSummaryCount = 0

                            func loadSummary() async {
                                loadSummaryCount += 1
                            }

                        """),
            ])
    ]

    /// The Payments module's folder in a uikit project.
    private static let uikitFolder = "Sources/MyApp/Classes/Modules/Payments"
}
