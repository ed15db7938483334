//
//  PaymentsWebServiceDatastore.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// Fetches the Payments model from the web service.
struct PaymentsWebServiceDatastore: IPaymentsRemoteDatastore {
    func fetchModel() async throws -> PaymentsModel {
        // Request the model from your web service here (URLSession's data(from:), say) and
        // decode the response.
        PaymentsModel(title: "Payments")
    }
}
