//
//  MainWebServiceDatastore.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// Fetches the Main model from the web service.
struct MainWebServiceDatastore: IMainRemoteDatastore {
    func fetchModel() async throws -> MainModel {
        // Request the model from your web service here (URLSession's data(from:), say) and
        // decode the response.
        MainModel(title: "Main")
    }
}
