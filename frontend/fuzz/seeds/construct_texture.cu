texture<float, 2, cudaReadModeElementType> tex;
texture<float4, cudaTextureType2D, cudaReadModeNormalizedFloat> tex2;
texture<unsigned char, 1> t3;
__global__ void k(float *A, cudaTextureObject_t obj) { A[0] = tex2D(tex, 0.5f, 0.5f) + tex2D<float>(obj, 0.f, 0.f); }
